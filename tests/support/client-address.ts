/**
 * Client addresses for API calls. In production Firebase Hosting appends the caller's address to
 * X-Forwarded-For and the API keys its per-address limits on that entry (TRUST_PROXY_HOPS). The
 * emulator's Hosting forwards the header unchanged, so a test writes that entry itself: each call
 * gets a fresh address from 198.18.0.0/15 (reserved for tests) unless it names one, so the
 * per-address limits of one test never spill into another sharing the emulator run.
 */
let next = Math.floor(Math.random() * 60_000);

export function freshClientAddress(): string {
  next = (next + 1) % 131_072;
  return `198.${18 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}`;
}
