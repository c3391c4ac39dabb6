/** Users and ID tokens through the Auth emulator's REST API. */
import { randomUUID } from "node:crypto";
import { roleOf, secondFactorOf } from "@shop/domain";
import { claimsOf, enrolPhone, passwordSignIn, post, smsCodeFor, type AuthEmulator } from "./auth-rest.js";
import { AUTH_EMULATOR, PROJECT_ID } from "./env.js";

const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

/** The test suite's Auth emulator (auth-rest.ts holds the calls). */
const EMULATOR: AuthEmulator = { origin: AUTH_EMULATOR, projectId: PROJECT_ID };

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * Signs in with the password, and with the account's second factor when it has one (issue 52),
 * as the web app does: the emulator's SMS code (auth-rest.ts). A staff account without a factor
 * enrols a phone first, as the dashboard makes it do, unless `secondFactor: false`: its token
 * then carries the role without a second factor (which the API and rules refuse).
 */
export async function signIn(
  email: string,
  password: string,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<TestUser> {
  const a = await passwordSignIn(EMULATOR, email, password);
  const claims = claimsOf(a.idToken);
  const enrol = secondFactor && roleOf(claims) !== null && secondFactorOf(claims) === null;
  return {
    uid: a.localId,
    email,
    password,
    idToken: enrol ? await enrolPhone(EMULATOR, a.idToken) : a.idToken,
  };
}

/**
 * A fresh customer with a unique email (and display name) who has verified the address, as
 * every customer the shop mails has (issue 22); `createUnverifiedCustomer` for one who has not.
 */
export async function createCustomer(name = "Test Customer"): Promise<TestUser> {
  return newAccount(name, true);
}

/** Marks the account's address verified, as its owner's click on the verification link does. */
export async function verifyEmail(user: TestUser): Promise<void> {
  await post(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    localId: user.uid,
    emailVerified: true,
  });
}

/** A fresh customer who signed up with email and password and never clicked the link. */
export async function createUnverifiedCustomer(name = "Test Customer"): Promise<TestUser> {
  return newAccount(name, false);
}

/**
 * An email-and-password account made with the emulator's owner credentials (as the Admin SDK's
 * createUser does: name and verified flag in the same request), then signed in: two requests.
 */
async function newAccount(name: string, emailVerified: boolean): Promise<TestUser> {
  const email = `c-${randomUUID().slice(0, 8)}@example.com`;
  const password = "secret-123";
  await post(`${IDENTITY}/projects/${PROJECT_ID}/accounts`, {
    email,
    password,
    displayName: name,
    emailVerified,
  });
  return signIn(email, password);
}

/** Sets custom claims with the emulator's owner credentials, then signs in again (signIn). */
export async function setClaims(
  user: TestUser,
  claims: Record<string, unknown>,
  options: { secondFactor?: boolean } = {},
): Promise<TestUser> {
  await post(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    localId: user.uid,
    customAttributes: JSON.stringify(claims),
  });
  return signIn(user.email, user.password, options);
}

/** The SMS code the suite's Auth emulator "sent" for this session (the browser tests' sign-ins). */
export function smsCode(sessionInfo: string): Promise<string> {
  return smsCodeFor(EMULATOR, sessionInfo);
}

/** Enrols a phone as the signed-in account's second factor; the answer's ID token carries it. */
export function enrolSecondFactor(idToken: string): Promise<string> {
  return enrolPhone(EMULATOR, idToken);
}

/**
 * The user's ID token as Firebase issues it `minutesAgo` after a sign-in (issue 52, a second
 * look): the Auth emulator's own token, refreshed with the account's refresh token, whose
 * `auth_time` is the account's last sign-in — set back through the emulator's admin API
 * (`lastLoginAt`, as an import of the account would; `validSince` with it, so the token is not
 * taken for a revoked one). A password sign-in afterwards is recent again.
 */
export async function signedInMinutesAgo(user: TestUser, minutesAgo: number): Promise<TestUser> {
  const fresh = await passwordSignIn(EMULATOR, user.email, user.password);
  const signedInAt = Date.now() - minutesAgo * 60_000;
  await post(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    localId: user.uid,
    lastLoginAt: String(signedInAt),
    validSince: String(Math.floor(signedInAt / 1000) - 1),
  });
  const res = await fetch(`${AUTH_EMULATOR}/securetoken.googleapis.com/v1/token?key=demo`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: fresh.refreshToken }).toString(),
  });
  const data = (await res.json()) as { id_token?: string; error?: { message: string } };
  if (!res.ok || !data.id_token) throw new Error(`Auth emulator: ${data.error?.message ?? res.status}`);
  return { ...user, idToken: data.id_token };
}
