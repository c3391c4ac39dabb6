/**
 * The Firestore emulator never forgets a browser's listeners. A web client listens through a
 * WebChannel; when the channel closes (the page's `terminate` beacon, or 60 s without the page),
 * the emulator's handler only logs "channel closed" (`FirestoreV1WebChannelAdapter$
 * FirestoreListenHandler.onClose`), and the listen stream's own `onCompleted` only forwards to the
 * closed channel: the stream stays registered with its queries. Every later write is matched
 * against every closed page's queries and the changes are buffered for nobody: after the e2e
 * suite, 153 listen streams were registered and 10,711 messages buffered (`jmap -histo:live`)
 * while at most a few pages were open, and the emulator's JVM went from a fifth of a core to more
 * than half of one through the lanes (whole run of 2026-11-29). Production drops a closed
 * channel's listeners.
 *
 * The wrapper JAR (emulators.ts) carries two classes with method bodies replaced:
 * - the handler's `onClose()` (the page sent `terminate`) and `onError(…)` (the channel timed
 *   out): `requestObserver.onCompleted()` (the stream is the channel's request observer);
 * - the stream's `onCompleted()`: `manager.removeStream(streamId)`, what the stream already does
 *   when a request fails; it no longer completes the response side, which is the closed channel
 *   itself (completing it would close it again).
 * Each patch is made only if every field and method it names is found; otherwise that class is
 * left out and the emulator runs as shipped.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ClassFile, REF } from "./class-file.js";

const WATCH = "com/google/cloud/datastore/emulator/impl/watch";
const STREAM = "com/google/cloud/datastore/emulator/impl/firestore/CloudFirestoreV1ListenStream";
const HANDLER =
  "com/google/cloud/datastore/emulator/firestore/webchannel/FirestoreV1WebChannelAdapter$FirestoreListenHandler";
const STREAM_OBSERVER = "io/grpc/stub/StreamObserver";
const ERROR_STATUS = "com/google/net/webchannel/server/ErrorStatus";

export const LISTEN_STREAM_CLASS = `${STREAM}.class`;
export const LISTEN_HANDLER_CLASS = `${HANDLER}.class`;

const ALOAD_0 = 0x2a;
const GETFIELD = 0xb4;
const INVOKEVIRTUAL = 0xb6;
const INVOKEINTERFACE = 0xb9;
const RETURN = 0xb1;
const u2 = (n: number) => [(n >> 8) & 0xff, n & 0xff];

/** The stream whose `onCompleted()` unregisters it, or null if its class changed shape. */
export function streamRemovedOnCompleted(classBytes: Buffer): Buffer | null {
  const file = new ClassFile(classBytes);
  if (file.name !== STREAM) return null;
  const manager = file.existingRef(REF.field, STREAM, "manager", `L${WATCH}/ListenStreamManager;`);
  const streamId = file.existingRef(REF.field, STREAM, "streamId", `L${WATCH}/StreamId;`);
  const removeStream = file.existingRef(
    REF.method,
    `${WATCH}/ListenStreamManager`,
    "removeStream",
    `(L${WATCH}/StreamId;)V`,
  );
  if (manager === undefined || streamId === undefined || removeStream === undefined) return null;
  const code = [
    ...[ALOAD_0, GETFIELD, ...u2(manager)],
    ...[ALOAD_0, GETFIELD, ...u2(streamId)],
    ...[INVOKEVIRTUAL, ...u2(removeStream)],
    RETURN,
  ];
  return file.withMethodBody("onCompleted", "()V", Buffer.from(code), 2);
}

/**
 * The WebChannel handler whose `onClose()` (the page's `terminate`) and `onError(…)` (the channel
 * timed out: 60 s without the page) complete its listen stream, or null if it changed shape.
 */
export function handlerCompletesStreamOnClose(classBytes: Buffer): Buffer | null {
  const file = new ClassFile(classBytes);
  if (file.name !== HANDLER) return null;
  const requestObserver = file.existingRef(REF.field, HANDLER, "requestObserver", `L${STREAM_OBSERVER};`);
  if (requestObserver === undefined) return null;
  const onCompleted = file.ref(REF.interfaceMethod, STREAM_OBSERVER, "onCompleted", "()V");
  const code = Buffer.from([
    ...[ALOAD_0, GETFIELD, ...u2(requestObserver)],
    ...[INVOKEINTERFACE, ...u2(onCompleted), 1, 0],
    RETURN,
  ]);
  const closed = file.withMethodBody("onClose", "()V", code, 1);
  if (!closed) return null;
  return new ClassFile(closed).withMethodBody("onError", `(L${ERROR_STATUS};)V`, code, 1);
}

/**
 * Writes both patched classes under `dir` (their package folders) from `emulatorJar`, with the
 * JDK's `jar` tool; the entries to add to the wrapper JAR: both, or none when either did not match.
 */
export function writeListenClosePatches(emulatorJar: string, dir: string): string[] {
  const extracted = path.join(dir, "extracted");
  mkdirSync(extracted, { recursive: true });
  const patches: [string, (bytes: Buffer) => Buffer | null][] = [
    [LISTEN_STREAM_CLASS, streamRemovedOnCompleted],
    [LISTEN_HANDLER_CLASS, handlerCompletesStreamOnClose],
  ];
  execFileSync("jar", ["xf", emulatorJar, ...patches.map(([entry]) => entry)], { cwd: extracted });
  const patched = patches.map(([entry, patch]) => {
    const original = path.join(extracted, entry);
    return { entry, bytes: existsSync(original) ? patch(readFileSync(original)) : null };
  });
  if (patched.some((p) => p.bytes === null)) return [];
  for (const { entry, bytes } of patched) {
    const target = path.join(dir, entry);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes ?? Buffer.alloc(0));
  }
  return patched.map((p) => p.entry);
}
