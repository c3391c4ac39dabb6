/**
 * Kept only as long as needed (issue 50): carts idle 90 days, kept `Idempotency-Key` answers past
 * their time and email accounts left unverified for 30 days (erased like any other, when nothing
 * blocks it) go on their own. Production also has a Firestore TTL policy on the keys' `expiresAt`;
 * this daily sweep covers the rest, and all of it on the local scheduler.
 */
import { DAY_MS } from "@shop/domain";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { adminAuth, newBatch } from "../platform/firestore.js";
import { readQuery } from "../platform/reads.js";
import { col } from "./data.js";
import { assertErasable } from "./erasure-guard.js";
import { startErasure } from "./erasure.js";

export const CART_KEPT_MS = 90 * DAY_MS;
export const UNVERIFIED_KEPT_MS = 30 * DAY_MS;

async function deleteRefs(refs: DocumentReference[]): Promise<number> {
  for (let i = 0; i < refs.length; i += 400) {
    const batch = newBatch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

/** Email/password accounts created before `before` whose address was never verified. */
async function staleUnverified(before: number): Promise<{ uid: string; email: string }[]> {
  const found: { uid: string; email: string }[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(1000, pageToken);
    for (const u of page.users) {
      const created = Date.parse(u.metadata.creationTime);
      const withPassword = u.providerData.some((p) => p.providerId === "password");
      if (u.email && !u.emailVerified && withPassword && created < before && u.customClaims?.admin !== true) {
        found.push({ uid: u.uid, email: u.email.toLowerCase() });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}

async function eraseUnverified(now: number): Promise<number> {
  let erased = 0;
  for (const u of await staleUnverified(now - UNVERIFIED_KEPT_MS)) {
    const blocked = await assertErasable(u.uid).then(
      () => false,
      () => true,
    );
    if (blocked) continue;
    await startErasure(u.uid, u.email, "retention");
    erased += 1;
  }
  return erased;
}

/** One pass of the retention rules; what each removed. */
export async function applyRetention(now = Date.now()) {
  const [carts, keys] = await Promise.all([
    readQuery(col.carts.where("updatedAt", "<", Timestamp.fromMillis(now - CART_KEPT_MS))),
    readQuery(col.idempotencyKeys.where("expiresAt", "<", Timestamp.fromMillis(now))),
  ]);
  return {
    carts: await deleteRefs(carts.docs.map((d) => d.ref)),
    idempotencyKeys: await deleteRefs(keys.docs.map((d) => d.ref)),
    unverifiedAccounts: await eraseUnverified(now),
  };
}
