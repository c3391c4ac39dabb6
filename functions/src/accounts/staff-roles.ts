/**
 * Staff roles (issue 52): the owner gives and takes them (`PUT /users/:uid/role`). The `role`
 * custom claim is what the server trusts; the profile's `staffRole` (and `role`, the spec's All
 * Users column) mirrors it for lists. A change takes effect at once: the account's refresh tokens
 * are revoked, so every ID token issued before it is refused (auth.ts verifies with checkRevoked).
 */
import { FieldValue } from "firebase-admin/firestore";
import {
  profileRoleOf,
  roleOf,
  staffClaims,
  userSearchFields,
  type StaffRole,
  type UserProfile,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import { assertRecentSignIn, type Caller } from "../platform/caller.js";
import { adminAuth, inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { usersCol } from "./data.js";
import { authUserByUid, profileFromAuth } from "./users.js";

export const ROLE_MESSAGES = {
  ownRole: "You cannot change your own role",
} as const;

/** The profile with the role mirrored (the spec's `role`, and `staffRole` unless none). */
function withRole(uid: string, profile: UserProfile, role: StaffRole | null, now: number) {
  const { staffRole: _old, ...rest } = profile;
  const next: UserProfile = { ...rest, role: profileRoleOf(role), claimsUpdatedAt: now };
  return { ...next, ...userSearchFields(uid, next), staffRole: role ?? FieldValue.delete() };
}

/**
 * Sets (or with null takes away) the account's staff role: claims first (every other claim kept),
 * then the tokens revoked, then the profile with the audit trail's entry in one transaction. The
 * same role again changes nothing (0).
 */
export async function setStaffRole(
  by: Caller,
  uid: string,
  role: StaffRole | null,
): Promise<{ modifiedCount: number }> {
  if (uid === by.uid) throw new AppError("conflict", ROLE_MESSAGES.ownRole);
  const user = await authUserByUid(uid);
  const before = roleOf(user.customClaims);
  const ref = usersCol.doc(uid);
  const claims = user.customClaims ?? {};
  if (before === role && claims.role === (role ?? undefined)) return { modifiedCount: 0 };
  // Issue 52, a second look: a role is granted or changed only after a recent sign-in.
  assertRecentSignIn(by);
  await adminAuth.setCustomUserClaims(uid, staffClaims(claims, role));
  await adminAuth.revokeRefreshTokens(uid);
  const now = Date.now();
  await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data() ?? profileFromAuth(user, now);
    tx.set(ref, withRole(uid, current, role, now), { merge: true });
    const email = (user.email ?? "").toLowerCase();
    recordAudit(tx, by, {
      kind: "role-change",
      path: ref.path,
      before: { email, role: before },
      after: { email, role },
    });
  });
  return { modifiedCount: 1 };
}
