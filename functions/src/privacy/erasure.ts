/**
 * Erasure jobs (issue 50): `erasures/{id}` lists the steps done; the request runs them at once,
 * and `sweepErasures` resumes any job a failure or a crash left running, until every step is
 * done. Steps are safe to run twice. A finished job forgets the uid and email it worked on.
 */
import { nextErasureStep, type ErasureAnswer, type ErasureJob } from "@shop/domain";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { newBatch } from "../platform/firestore.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { col } from "./data.js";
import { ERASURE_STEP_RUNS } from "./erasure-steps.js";

/** `updatedAt` as the converter stores it (updates do not pass through the converter). */
const stamp = () => Timestamp.now();

/** A running job is resumed by the sweep once it has not moved for this long. */
export const ERASURE_STALL_MS = 2 * 60_000;

/** Starts the erasure of `uid` (or joins the one already running) and runs it as far as it goes. */
export async function startErasure(
  uid: string,
  email: string,
  requestedBy: ErasureJob["requestedBy"],
  /** The staff member asking (an admin's erasure): the trail's entry, without the person's data. */
  actor?: Caller,
): Promise<ErasureAnswer> {
  const running = await readQuery(
    col.erasures.where("uid", "==", uid).where("state", "==", "running").limit(1),
  );
  let ref = running.docs[0]?.ref;
  if (!ref) {
    ref = col.erasures.doc();
    const now = Date.now();
    const batch = newBatch();
    batch.set(ref, {
      uid,
      email,
      requestedBy,
      state: "running",
      done: [],
      attempts: 0,
      lastError: null,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    });
    if (actor)
      recordAudit(batch, actor, {
        kind: "user-erasure",
        path: `users/${uid}`,
        before: null,
        after: { erasureId: ref.id },
      });
    await batch.commit();
  }
  return { erasureId: ref.id, state: await runErasure(ref.id) };
}

/** Runs the job's remaining steps in order; a failing step is recorded and left for the sweep. */
export async function runErasure(id: string): Promise<ErasureJob["state"]> {
  const ref = col.erasures.doc(id);
  for (;;) {
    const job = (await readDoc(ref)).data();
    if (!job || job.state === "done") return "done";
    const step = nextErasureStep(job.done);
    if (!step || !job.uid || !job.email) {
      await ref.update({
        state: "done",
        uid: null,
        email: null,
        finishedAt: Date.now(),
        updatedAt: stamp(),
      });
      return "done";
    }
    try {
      await ERASURE_STEP_RUNS[step]({ uid: job.uid, email: job.email });
      await ref.update({ done: FieldValue.arrayUnion(step), updatedAt: stamp() });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.warn("Erasure step failed; the sweep retries it", { id, step, message });
      await ref.update({
        attempts: FieldValue.increment(1),
        lastError: `${step}: ${message}`,
        updatedAt: stamp(),
      });
      return "running";
    }
  }
}

/** The sweep: every running job that has not moved for a while, run again. */
export async function resumeErasures(now = Date.now()): Promise<number> {
  const stalled = await readQuery(
    col.erasures
      .where("state", "==", "running")
      .where("updatedAt", "<", Timestamp.fromMillis(now - ERASURE_STALL_MS)),
  );
  for (const d of stalled.docs) await runErasure(d.id);
  return stalled.size;
}
