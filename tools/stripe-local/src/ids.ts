import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 string (slight modulo bias is irrelevant for test ids). */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length] ?? "0";
  return out;
}

/** Stripe-looking object id such as `pi_3Qx...` (24 characters after the prefix). */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
