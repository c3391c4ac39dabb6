/**
 * Every Firestore read of the API goes through these helpers, which count billed document reads
 * per request with Firestore's billing rules: one read per returned document (at least one per
 * query, even when empty), one per document skipped by an offset, one per started 1000 index
 * entries of a count() aggregation. The count is only exposed in the emulator (X-Firestore-Reads
 * response header, see http/read-meter.ts), where `npm run bench` reads it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { AggregateField } from "firebase-admin/firestore";
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  Transaction,
} from "firebase-admin/firestore";

interface ReadMeter {
  reads: number;
}

const meter = new AsyncLocalStorage<ReadMeter>();

/** Runs `fn` with a fresh read counter; `readsSoFar()` inside answers that counter. */
export function withReadMeter<T>(fn: () => T): T {
  return meter.run({ reads: 0 }, fn);
}

export function readsSoFar(): number | null {
  return meter.getStore()?.reads ?? null;
}

function count(n: number): void {
  const m = meter.getStore();
  if (m) m.reads += n;
}

export async function readDoc<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  const snap = await ref.get();
  count(1);
  return snap;
}

/** `skipped`: documents passed over by an offset (billed like returned ones). */
export async function readQuery<T>(q: Query<T>, skipped = 0): Promise<QuerySnapshot<T>> {
  const snap = await q.get();
  count(Math.max(1, snap.size) + skipped);
  return snap;
}

export async function readCount<T>(q: Query<T>): Promise<number> {
  const n = (await q.count().get()).data().count;
  count(Math.max(1, Math.ceil(n / 1000)));
  return n;
}

/** The sum of a numeric field over a query (one read per started 1000 index entries, like count()). */
export async function readSum<T>(q: Query<T>, field: string): Promise<number> {
  const snap = await q.aggregate({ total: AggregateField.sum(field), n: AggregateField.count() }).get();
  const { total, n } = snap.data();
  count(Math.max(1, Math.ceil(n / 1000)));
  return total ?? 0;
}

export async function txRead<T>(tx: Transaction, ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  const snap = await tx.get(ref);
  count(1);
  return snap;
}

/** A query inside a transaction (its documents locked until the transaction ends; one read each, at least one). */
export async function txQuery<T>(tx: Transaction, q: Query<T>): Promise<QuerySnapshot<T>> {
  const snap = await tx.get(q);
  count(Math.max(1, snap.size));
  return snap;
}

/** Several documents in one call (one read each). */
export async function readAll<T>(refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
  const first = refs[0];
  if (!first) return [];
  // getAll applies each reference's converter; its signature only names untyped references.
  const untyped = refs as unknown as DocumentReference[];
  const snaps = (await first.firestore.getAll(...untyped)) as unknown as DocumentSnapshot<T>[];
  count(refs.length);
  return snaps;
}
