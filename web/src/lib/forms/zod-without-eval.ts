/**
 * "zod" for the web build (aliased in web/vite.config.ts): zod itself, told not to compile its
 * fast object parsers with `new Function`. Zod probes for that with an eval the shop's CSP
 * refuses (no 'unsafe-eval'); jitless zod parses the same way, without the probe. Runs before any
 * schema is made, since every module that makes one imports "zod" and so this first.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";
