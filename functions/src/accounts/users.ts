/**
 * User profiles (users/{uid}) and the Auth accounts behind them. The role mirrors the `admin`
 * custom claim, which is what the server trusts; the document is for lists and the client, which
 * listens to `claimsUpdatedAt` to refresh its ID token after a promotion.
 */
import type { UserRecord } from "firebase-admin/auth";
import {
  hasFilters,
  isAdminClaims,
  profileRoleOf,
  roleOf,
  staffClaims,
  type ListFilters,
  userSearchFields,
  type ProfileAnswer,
  type UserProfile,
  type UserSummary,
} from "@shop/domain";
import { usersCol } from "./data.js";
import { adminAuth, inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import { assertRecentSignIn, type Caller } from "../platform/caller.js";
import { rehostImage } from "../uploads/index.js";
import { filteredQuery, rowMatches, withoutSearchFields } from "../platform/search-index.js";

/** The most users GET /users answers (ordered by email). */
export const USER_LIST_CAP = 1000;

function authErrorCode(err: unknown): string {
  return typeof err === "object" && err !== null && "code" in err && typeof err.code === "string"
    ? err.code
    : "";
}

async function authUserByEmail(email: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (err) {
    if (authErrorCode(err) === "auth/user-not-found")
      throw new AppError("not-found", "No user with this email");
    throw err;
  }
}

export async function authUserByUid(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUser(uid);
  } catch (err) {
    if (authErrorCode(err) === "auth/user-not-found") throw new AppError("not-found", "No user with this id");
    throw err;
  }
}

/** A complete profile for an Auth account that has no user document yet. */
export function profileFromAuth(user: UserRecord, now: number): UserProfile {
  return {
    email: (user.email ?? "").toLowerCase(),
    displayName: user.displayName ?? "",
    photoURL: user.photoURL ?? "",
    role: isAdminClaims(user.customClaims) ? "admin" : "customer",
    disabled: user.disabled,
    claimsUpdatedAt: now,
    createdAt: now,
  };
}

/** The one avatar an account keeps in the bucket (the same path the profile's upload uses). */
const avatarPath = (uid: string) => `users/${uid}/avatar`;

/**
 * A Google account's picture, kept in the bucket the first time the profile has no photo (the
 * pages load no image from elsewhere); none when it cannot be fetched — signing in never fails
 * for a picture.
 */
async function firstPicture(c: Caller, existing: UserProfile | undefined): Promise<string> {
  if (existing?.photoURL || !c.picture) return existing?.photoURL ?? "";
  return rehostImage(c.picture, avatarPath(c.uid)).catch(() => "");
}

/**
 * PUT /users/:email — creates or refreshes the caller's profile from the ID token. The role is
 * never taken from the client: an existing one is kept, a new profile gets the token's (admin
 * claim → 'admin', everybody else 'customer').
 */
export async function upsertProfile(c: Caller, bodyDisplayName: string | undefined): Promise<ProfileAnswer> {
  const ref = usersCol.doc(c.uid);
  const now = Date.now();
  const picture = await firstPicture(c, (await readDoc(ref)).data());
  const profile = await inTransaction(async (tx) => {
    const snap = await txRead(tx, ref);
    const existing = snap.data();
    const next: UserProfile = {
      email: c.email,
      displayName: c.name || bodyDisplayName || existing?.displayName || "",
      photoURL: existing?.photoURL || picture,
      role: existing?.role ?? profileRoleOf(c.role),
      disabled: false,
      claimsUpdatedAt: existing?.claimsUpdatedAt ?? now,
      createdAt: existing?.createdAt ?? now,
    };
    tx.set(ref, { ...next, ...userSearchFields(c.uid, next) }, { merge: true });
    return next;
  });
  return { _id: c.uid, ...profile };
}

/** GET /admin/:email — from the Auth account's claims (fresher than the caller's token). */
export async function isAdminEmail(email: string): Promise<boolean> {
  const user = await authUserByEmail(email);
  return isAdminClaims(user.customClaims);
}

/**
 * GET /users (admin): every profile by email (at most USER_LIST_CAP); with a search or filters,
 * the matching ones, newest first.
 */
export async function listUsers(filters: ListFilters = {}): Promise<UserSummary[]> {
  const filtered = hasFilters(filters) ? filteredQuery(usersCol, filters) : null;
  const query = filtered ? filtered.query : usersCol.orderBy("email");
  const snap = await readQuery(query.limit(USER_LIST_CAP));
  const docs = snap.docs.filter((d) => rowMatches(d.data(), filtered?.search ?? null));
  return docs.map((d) => {
    const u = d.data();
    const summary = {
      _id: d.id,
      email: u.email,
      role: u.role,
      displayName: u.displayName,
      disabled: u.disabled,
    };
    return u.staffRole ? { ...summary, staffRole: u.staffRole } : summary;
  });
}

/**
 * PUT /users/admin/:email — grants the staff role `admin` (issue 52: the `role` claim with
 * `admin: true` merged into the account's custom claims; an owner or admin keeps their role), then
 * records the role and bumps claimsUpdatedAt. Safe to repeat: a half-done earlier call is completed.
 */
export async function makeAdmin(by: Caller, email: string): Promise<{ modifiedCount: number }> {
  const user = await authUserByEmail(email);
  const ref = usersCol.doc(user.uid);
  const had = roleOf(user.customClaims);
  const claimsDone = isAdminClaims(user.customClaims) && (had === "owner" || had === "admin");
  const doc = (await readDoc(ref)).data();
  if (claimsDone && doc?.role === "admin") return { modifiedCount: 0 };
  // Issue 52, a second look: granting a role needs a recent sign-in (the spec's journey signs in
  // and promotes at once).
  assertRecentSignIn(by);
  if (!claimsDone) await adminAuth.setCustomUserClaims(user.uid, staffClaims(user.customClaims, "admin"));
  const staffRole = had === "owner" ? "owner" : "admin";
  const now = Date.now();
  await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data() ?? profileFromAuth(user, now);
    const next: UserProfile = { ...current, role: "admin", staffRole, claimsUpdatedAt: now };
    tx.set(ref, { ...next, ...userSearchFields(user.uid, next) }, { merge: true });
    const address = (user.email ?? email).toLowerCase();
    recordAudit(tx, by, {
      kind: "role-change",
      path: ref.path,
      before: { email: address, role: had },
      after: { email: address, role: staffRole },
    });
  });
  return { modifiedCount: 1 };
}

/**
 * PUT /users/:uid/disabled — disables (and signs out everywhere) or re-enables an account; the
 * profile mirrors it. Admins cannot lock themselves out.
 */
export async function setUserDisabled(
  admin: Caller,
  uid: string,
  disabled: boolean,
): Promise<{ modifiedCount: number }> {
  if (uid === admin.uid) throw new AppError("conflict", "You cannot disable your own account");
  const user = await authUserByUid(uid);
  const ref = usersCol.doc(uid);
  const doc = (await readDoc(ref)).data();
  if (user.disabled === disabled && (doc === undefined || doc.disabled === disabled)) {
    return { modifiedCount: 0 };
  }
  if (user.disabled !== disabled) await adminAuth.updateUser(uid, { disabled });
  if (disabled) await adminAuth.revokeRefreshTokens(uid);
  await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data();
    if (current) {
      const { searchState } = userSearchFields(uid, { ...current, disabled });
      tx.set(ref, { disabled, searchState }, { merge: true });
    }
    const email = (user.email ?? "").toLowerCase();
    recordAudit(tx, admin, {
      kind: "user-access",
      path: ref.path,
      before: { email, disabled: !disabled },
      after: { email, disabled },
    });
  });
  return { modifiedCount: 1 };
}

/** PATCH /users/me — the caller's own name and photo, on the Auth account and the profile. */
export async function updateOwnProfile(
  c: Caller,
  change: { displayName: string; photoURL: string },
): Promise<ProfileAnswer> {
  // A photo by address is kept in the bucket as the account's one avatar (replacing the last).
  const photoURL = change.photoURL === "" ? "" : await rehostImage(change.photoURL, avatarPath(c.uid));
  const user = await adminAuth.updateUser(c.uid, {
    displayName: change.displayName,
    // Auth keeps absolute URLs only; a path of the shop's own site stays on the profile.
    photoURL: /^https?:\/\//.test(photoURL) ? photoURL : null,
  });
  const ref = usersCol.doc(c.uid);
  const now = Date.now();
  const profile = await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data() ?? profileFromAuth(user, now);
    const next: UserProfile = { ...withoutSearchFields(current), displayName: change.displayName, photoURL };
    tx.set(ref, { ...next, ...userSearchFields(c.uid, next) }, { merge: true });
    return next;
  });
  return { _id: c.uid, ...profile };
}

/** The name and photo to put on the caller's purchases and feedback (profile first, then token). */
export async function callerIdentity(
  c: Caller,
): Promise<{ name: string; image: string; hasProfile: boolean }> {
  const profile = (await readDoc(usersCol.doc(c.uid))).data();
  return {
    name: profile?.displayName || c.name || c.email.split("@")[0] || "Customer",
    image: profile?.photoURL || "",
    hasProfile: profile !== undefined,
  };
}
