/** Who is asking: a verified Firebase ID token's identity (http/auth.ts makes it). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  picture: string;
  admin: boolean;
  /** The token says the address is verified (email_verified): only then does the shop mail it. */
  emailVerified: boolean;
  /** When the caller last signed in (the token's auth_time, epoch ms): erasure asks for a recent one. */
  authTime?: number;
}
