/**
 * Just enough of the JVM class-file format (JVMS §4) to replace one method's body in a class of
 * the Firestore emulator (firestore-listen-close.ts): the constant pool is read and may grow (new
 * entries go at its end, so no existing index moves), and a method's Code attribute is rebuilt
 * with new straight-line code (no branches, so no stack map frames; no line numbers).
 */

const TAG = {
  utf8: 1,
  integer: 3,
  float: 4,
  long: 5,
  double: 6,
  class: 7,
  string: 8,
  fieldref: 9,
  methodref: 10,
  interfaceMethodref: 11,
  nameAndType: 12,
  methodHandle: 15,
  methodType: 16,
  dynamic: 17,
  invokeDynamic: 18,
  module: 19,
  package: 20,
} as const;

/** Bytes after the tag, by tag. */
const ENTRY_SIZE: Record<number, number> = {
  [TAG.integer]: 4,
  [TAG.float]: 4,
  [TAG.long]: 8,
  [TAG.double]: 8,
  [TAG.class]: 2,
  [TAG.string]: 2,
  [TAG.fieldref]: 4,
  [TAG.methodref]: 4,
  [TAG.interfaceMethodref]: 4,
  [TAG.nameAndType]: 4,
  [TAG.methodHandle]: 3,
  [TAG.methodType]: 2,
  [TAG.dynamic]: 4,
  [TAG.invokeDynamic]: 4,
  [TAG.module]: 2,
  [TAG.package]: 2,
};

interface Constant {
  tag: number;
  /** The entry as stored, tag included. */
  bytes: Buffer;
}

type RefTag = typeof TAG.fieldref | typeof TAG.methodref | typeof TAG.interfaceMethodref;
export const REF = {
  field: TAG.fieldref,
  method: TAG.methodref,
  interfaceMethod: TAG.interfaceMethodref,
} as const;

/** A class file whose constant pool can grow and whose methods' bodies can be replaced. */
export class ClassFile {
  /** Index 0 is unused; a long or double takes two slots (the second undefined). */
  private readonly pool: (Constant | undefined)[] = [undefined];
  private readonly head: Buffer;
  private readonly poolEnd: number;

  constructor(private readonly bytes: Buffer) {
    if (bytes.readUInt32BE(0) !== 0xcafebabe) throw new Error("not a class file");
    this.head = bytes.subarray(0, 8);
    const count = bytes.readUInt16BE(8);
    let at = 10;
    while (this.pool.length < count) {
      const tag = bytes.readUInt8(at);
      const size = tag === TAG.utf8 ? 2 + bytes.readUInt16BE(at + 1) : ENTRY_SIZE[tag];
      if (size === undefined) throw new Error(`unknown constant tag ${tag} at ${at}`);
      this.pool.push({ tag, bytes: bytes.subarray(at, at + 1 + size) });
      if (tag === TAG.long || tag === TAG.double) this.pool.push(undefined);
      at += 1 + size;
    }
    this.poolEnd = at;
  }

  private utf8At(index: number): string | undefined {
    const c = this.pool[index];
    return c?.tag === TAG.utf8 ? c.bytes.subarray(3).toString("utf8") : undefined;
  }

  private pairAt(index: number, tag: number): [number, number] | undefined {
    const c = this.pool[index];
    return c?.tag === tag ? [c.bytes.readUInt16BE(1), c.bytes.readUInt16BE(3)] : undefined;
  }

  private find(matches: (c: Constant, index: number) => boolean): number | undefined {
    const index = this.pool.findIndex((c, i) => c !== undefined && matches(c, i));
    return index === -1 ? undefined : index;
  }

  private add(bytes: Buffer): number {
    this.pool.push({ tag: bytes.readUInt8(0), bytes });
    return this.pool.length - 1;
  }

  private utf8(text: string): number {
    const existing = this.find((c, i) => c.tag === TAG.utf8 && this.utf8At(i) === text);
    if (existing !== undefined) return existing;
    const body = Buffer.from(text, "utf8");
    const entry = Buffer.alloc(3 + body.length);
    entry.writeUInt8(TAG.utf8, 0);
    entry.writeUInt16BE(body.length, 1);
    body.copy(entry, 3);
    return this.add(entry);
  }

  private pairEntry(tag: number, a: number, b: number): number {
    const existing = this.find((_, i) => {
      const pair = this.pairAt(i, tag);
      return pair !== undefined && pair[0] === a && pair[1] === b;
    });
    if (existing !== undefined) return existing;
    const entry = Buffer.alloc(5);
    entry.writeUInt8(tag, 0);
    entry.writeUInt16BE(a, 1);
    entry.writeUInt16BE(b, 3);
    return this.add(entry);
  }

  private classEntry(name: string): number {
    const nameIndex = this.utf8(name);
    const existing = this.find((c) => c.tag === TAG.class && c.bytes.readUInt16BE(1) === nameIndex);
    if (existing !== undefined) return existing;
    const entry = Buffer.alloc(3);
    entry.writeUInt8(TAG.class, 0);
    entry.writeUInt16BE(nameIndex, 1);
    return this.add(entry);
  }

  /** The index of a field or method reference, added to the pool if it is not there yet. */
  ref(tag: RefTag, owner: string, name: string, descriptor: string): number {
    const nameAndType = this.pairEntry(TAG.nameAndType, this.utf8(name), this.utf8(descriptor));
    return this.pairEntry(tag, this.classEntry(owner), nameAndType);
  }

  /** The index of a field or method reference already in the pool, or undefined. */
  existingRef(tag: RefTag, owner: string, name: string, descriptor: string): number | undefined {
    return this.find((_, i) => {
      const pair = this.pairAt(i, tag);
      if (!pair) return false;
      const ownerClass = this.pool[pair[0]];
      const nameAndType = this.pairAt(pair[1], TAG.nameAndType);
      return (
        ownerClass?.tag === TAG.class &&
        this.utf8At(ownerClass.bytes.readUInt16BE(1)) === owner &&
        nameAndType !== undefined &&
        this.utf8At(nameAndType[0]) === name &&
        this.utf8At(nameAndType[1]) === descriptor
      );
    });
  }

  /** The name of this class (slashes). */
  get name(): string {
    const thisClass = this.bytes.readUInt16BE(this.poolEnd + 2);
    return this.utf8At(this.pool[thisClass]?.bytes.readUInt16BE(1) ?? 0) ?? "";
  }

  /**
   * The class with the one method `name` + `descriptor` given `code` as its whole body (its old
   * exception table, line numbers and frames dropped), or null unless exactly one such method has
   * a Code attribute.
   */
  withMethodBody(name: string, descriptor: string, code: Buffer, maxStack: number): Buffer | null {
    const rest = this.bytes.subarray(this.poolEnd);
    const at = this.findCode(rest, name, descriptor);
    if (!at) return null;
    const maxLocals = rest.readUInt16BE(at.start + 6 + 2);
    const body = Buffer.alloc(2 + 2 + 4 + code.length + 2 + 2);
    body.writeUInt16BE(Math.max(maxStack, rest.readUInt16BE(at.start + 6)), 0);
    body.writeUInt16BE(maxLocals, 2);
    body.writeUInt32BE(code.length, 4);
    code.copy(body, 8); // then no exception table and no attributes (zeros)
    const attribute = Buffer.alloc(6);
    attribute.writeUInt16BE(rest.readUInt16BE(at.start), 0);
    attribute.writeUInt32BE(body.length, 2);
    const count = Buffer.alloc(2);
    count.writeUInt16BE(this.pool.length, 0);
    const poolBytes = this.pool.flatMap((c) => (c ? [c.bytes] : []));
    return Buffer.concat([
      this.head,
      count,
      ...poolBytes,
      rest.subarray(0, at.start),
      attribute,
      body,
      rest.subarray(at.end),
    ]);
  }

  /** The bytecode of the one method `name` + `descriptor`, or null. */
  methodCode(name: string, descriptor: string): Buffer | null {
    const rest = this.bytes.subarray(this.poolEnd);
    const code = this.findCode(rest, name, descriptor);
    if (!code) return null;
    const length = rest.readUInt32BE(code.start + 10);
    return rest.subarray(code.start + 14, code.start + 14 + length);
  }

  /** Where the method's Code attribute lies in `rest` (the bytes after the constant pool). */
  private findCode(rest: Buffer, name: string, descriptor: string): { start: number; end: number } | null {
    // After access, this, super, the interfaces and the fields' count.
    let at = 8 + 2 * rest.readUInt16BE(6) + 2;
    const skipMembers = () => {
      const count = rest.readUInt16BE(at - 2);
      const members: { name: string; descriptor: string; code?: { start: number; end: number } }[] = [];
      for (let m = 0; m < count; m += 1) {
        const member = {
          name: this.utf8At(rest.readUInt16BE(at + 2)) ?? "",
          descriptor: this.utf8At(rest.readUInt16BE(at + 4)) ?? "",
          code: undefined as { start: number; end: number } | undefined,
        };
        let a = at + 8;
        for (let k = 0; k < rest.readUInt16BE(at + 6); k += 1) {
          const end = a + 6 + rest.readUInt32BE(a + 2);
          if (this.utf8At(rest.readUInt16BE(a)) === "Code") member.code = { start: a, end };
          a = end;
        }
        members.push(member);
        at = a;
      }
      at += 2; // the next table's count
      return members;
    };
    skipMembers(); // fields
    const matches = skipMembers().filter((m) => m.name === name && m.descriptor === descriptor && m.code);
    return matches.length === 1 ? (matches[0]?.code ?? null) : null;
  }
}
