/**
 * The Auth emulator's REST API, with no settings of its own (the launcher test starts a shop on
 * other ports): password sign-ins, and second factors (issue 52), which the emulator offers as
 * SMS only. tests/support/auth.ts binds these to the test suite's emulator.
 */

/** Where an emulator answers: its origin and its project. */
export interface AuthEmulator {
  origin: string;
  projectId: string;
}

export interface SignedIn {
  idToken: string;
  refreshToken: string;
  localId: string;
}

/** signInWithPassword's answer: tokens, or (an account with a second factor) its pending credential. */
type PasswordAnswer = Partial<SignedIn> & {
  localId: string;
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string }[];
};

/** The phone every test account enrols: one per account is all a test needs. */
export const TEST_PHONE = "+15555550123";

/** A POST with the emulator's owner credentials (as the Admin SDK's calls are). */
export async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator: ${data.error?.message ?? res.status}`);
  return data;
}

const v1 = (a: AuthEmulator) => `${a.origin}/identitytoolkit.googleapis.com/v1`;
const v2 = (a: AuthEmulator) => `${a.origin}/identitytoolkit.googleapis.com/v2/accounts`;

/**
 * A password sign-in's tokens, its second step done when the account has a second factor: the
 * SMS code of its enrolled phone, as its owner would type it (the web app's login does the same).
 */
export async function passwordSignIn(a: AuthEmulator, email: string, password: string): Promise<SignedIn> {
  const first = await post<PasswordAnswer>(`${v1(a)}/accounts:signInWithPassword?key=demo`, {
    email,
    password,
    returnSecureToken: true,
  });
  const { mfaPendingCredential } = first;
  if (!mfaPendingCredential) return first as SignedIn;
  const start = await post<{ phoneResponseInfo: { sessionInfo: string } }>(
    `${v2(a)}/mfaSignIn:start?key=demo`,
    {
      mfaPendingCredential,
      mfaEnrollmentId: first.mfaInfo?.[0]?.mfaEnrollmentId ?? "",
      phoneSignInInfo: {},
    },
  );
  const { sessionInfo } = start.phoneResponseInfo;
  const tokens = await post<Omit<SignedIn, "localId">>(`${v2(a)}/mfaSignIn:finalize?key=demo`, {
    mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(a, sessionInfo) },
  });
  return { ...tokens, localId: first.localId };
}

interface VerificationCode {
  sessionInfo: string;
  code: string;
}

/** The SMS code the emulator "sent" for this session (it lists them instead of texting). */
export async function smsCodeFor(a: AuthEmulator, sessionInfo: string): Promise<string> {
  const res = await fetch(`${a.origin}/emulator/v1/projects/${a.projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: VerificationCode[] };
  const found = verificationCodes.find((c) => c.sessionInfo === sessionInfo);
  if (!found) throw new Error("Auth emulator: no SMS code for this session");
  return found.code;
}

/** Enrols a phone as the signed-in account's second factor; the answer's ID token carries it. */
export async function enrolPhone(
  a: AuthEmulator,
  idToken: string,
  phoneNumber = TEST_PHONE,
): Promise<string> {
  const start = await post<{ phoneSessionInfo: { sessionInfo: string } }>(
    `${v2(a)}/mfaEnrollment:start?key=demo`,
    {
      idToken,
      phoneEnrollmentInfo: { phoneNumber },
    },
  );
  const { sessionInfo } = start.phoneSessionInfo;
  const done = await post<{ idToken: string }>(`${v2(a)}/mfaEnrollment:finalize?key=demo`, {
    idToken,
    displayName: "Phone",
    phoneVerificationInfo: { sessionInfo, code: await smsCodeFor(a, sessionInfo) },
  });
  return done.idToken;
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs; tests only read them). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}
