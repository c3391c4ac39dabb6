/**
 * `Idempotency-Key` (Stripe's convention) as route middleware, after the caller is known: the
 * first request with a key claims `idempotencyKeys/{hash of caller and key}` in a transaction and
 * runs; its answer (status and body) is written there before it is sent, and kept 24 h (`expiresAt`,
 * Firestore's TTL deletes it). The same key again: the same request gets the kept answer (the
 * operation acts once), another request 422 `idempotency-key-reused`; while the first is still
 * running the others wait for its answer, then give up with 409 `idempotency-key-in-use`. Answers
 * that may change on a retry (5xx, 429) are not kept: the claim is released — unless the operation
 * already kept its answer in the same write that made its change (`keptAnswerSlot`: placing an order
 * writes its answer with the order, issue 47), so a failure after that write never lets a retry act
 * again: the retry answers the first answer. No key: nothing changes.
 */
import { createHash } from "node:crypto";
import type { WriteBatch } from "firebase-admin/firestore";
import type { RequestHandler, Response } from "express";
import * as logger from "firebase-functions/logger";
import {
  COLLECTIONS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
  isKeptAnswer,
  requestFingerprint,
} from "@shop/domain";
import { AppError } from "../app-error.js";
import { typedCollection } from "../converters.js";
import { inTransaction } from "../firestore.js";
import { readDoc, txRead } from "../reads.js";
import { caller } from "./auth.js";

/** `idempotencyKeys/{id}` (server-only): one caller's key and what its first request answered. */
export interface IdempotencyRecord {
  uid: string;
  fingerprint: string;
  /** Null while the first request runs. */
  answer: { status: number; body: unknown } | null;
  createdAt: number;
  /** The claim of a request that never answered (a crash) lapses then. */
  claimedUntil: number;
  /** Firestore's TTL policy deletes the record after this (stored as a Timestamp, as TTL needs). */
  expiresAt: number;
}
const keysCol = typedCollection<IdempotencyRecord>(COLLECTIONS.idempotencyKeys);

const KEEP_MS = IDEMPOTENCY_KEEP_HOURS * 3_600_000;
/** How long a request may run before its claim lapses, and how long a retry waits for it. */
const CLAIM_MS = 60_000;
const WAIT_MS = 10_000;
const POLL_MS = 150;

type Claim = { kind: "claimed" } | { kind: "replay"; status: number; body: unknown } | { kind: "running" };

function recordId(uid: string, key: string): string {
  return createHash("sha256").update(`${uid}\n${key}`).digest("hex");
}

async function claim(id: string, uid: string, fingerprint: string): Promise<Claim> {
  return inTransaction(async (tx): Promise<Claim> => {
    const ref = keysCol.doc(id);
    const now = Date.now();
    const known = (await txRead(tx, ref)).data();
    const live = known && known.expiresAt > now;
    if (live && known.fingerprint !== fingerprint)
      throw new AppError("idempotency-key-reused", IDEMPOTENCY_MESSAGES.reused);
    if (live && known.answer) return { kind: "replay", ...known.answer };
    if (live && known.claimedUntil > now) return { kind: "running" };
    const expiresAt = now + KEEP_MS;
    tx.set(ref, { uid, fingerprint, answer: null, createdAt: now, claimedUntil: now + CLAIM_MS, expiresAt });
    return { kind: "claimed" };
  });
}

/** Waits for the first request's answer (or the end of its claim); the claim to act on. */
async function waitFor(id: string, uid: string, fingerprint: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const outcome = await claim(id, uid, fingerprint);
    if (outcome.kind !== "running") return outcome;
    if (Date.now() > deadline) throw new AppError("idempotency-key-in-use", IDEMPOTENCY_MESSAGES.inProgress);
    await new Promise((r) => setTimeout(r, POLL_MS));
    // Reading is cheaper than a transaction while it is still running.
    const now = (await readDoc(keysCol.doc(id))).data();
    if (now?.answer && now.fingerprint === fingerprint) return { kind: "replay", ...now.answer };
  }
}

/** Releases a claim whose request failed, unless its operation kept its answer with its change. */
async function release(id: string): Promise<void> {
  await inTransaction(async (tx) => {
    const ref = keysCol.doc(id);
    const known = (await txRead(tx, ref)).data();
    if (known && !known.answer) tx.delete(ref);
  });
}

/**
 * Where an operation keeps its answer in the write that makes its change: `keep(batch, status,
 * body)` adds the answer to that write. Null when the request carries no `Idempotency-Key`.
 */
export interface KeptAnswerSlot {
  keep(batch: WriteBatch, status: number, body: unknown): void;
}

/** The request's slot (set by `idempotent` for a claimed key), or null. */
export function keptAnswerSlot(res: Response): KeptAnswerSlot | null {
  const id: unknown = res.locals.idempotencyRecordId;
  if (typeof id !== "string") return null;
  return {
    keep: (batch, status, body) => {
      if (!isKeptAnswer(status)) return;
      batch.update(keysCol.doc(id), { answer: { status, body } });
      res.locals.idempotencyAnswerKept = true;
    },
  };
}

/** Keeps the answer before it is sent (or releases the claim when it must not be kept). */
function keepAnswerOf(res: Response, id: string): void {
  const send = res.json.bind(res);
  res.locals.idempotencyRecordId = id;
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const ref = keysCol.doc(id);
    // Kept with the operation's own write already (keptAnswerSlot): nothing more to write.
    const keptBefore = res.locals.idempotencyAnswerKept === true && isKeptAnswer(status);
    const write = keptBefore
      ? Promise.resolve()
      : isKeptAnswer(status)
        ? ref.update({ answer: { status, body } })
        : release(id);
    write
      .catch((err: unknown) => logger.error("Could not keep an idempotent answer", { err }))
      .finally(() => send(body));
    return res;
  };
}

/** The middleware for an operation that takes `Idempotency-Key`. */
export const idempotent: RequestHandler = async (req, res, next) => {
  const header = req.get(IDEMPOTENCY_HEADER);
  if (header === undefined) return next();
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError("invalid-argument", IDEMPOTENCY_MESSAGES.invalid);
  const { uid } = caller(res);
  const id = recordId(uid, parsed.data);
  const fingerprint = requestFingerprint(req.method, req.originalUrl.split("?")[0] ?? "", req.body);
  const outcome = await waitFor(id, uid, fingerprint);
  if (outcome.kind === "replay") {
    res.set(IDEMPOTENT_REPLAYED_HEADER, "true").status(outcome.status).json(outcome.body);
    return;
  }
  keepAnswerOf(res, id);
  next();
};
