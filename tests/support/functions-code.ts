/**
 * The functions' own code, run in a test's process against the emulators as the deployed
 * functions run it: the areas' ports are wired first (functions/src/app/wiring.ts), as
 * functions/src/index.ts does when the functions load.
 */
export async function expiryCode(): Promise<typeof import("../../functions/src/orders/lifecycle/expiry.js")> {
  await import("../../functions/src/app/wiring.js");
  return import("../../functions/src/orders/lifecycle/expiry.js");
}
