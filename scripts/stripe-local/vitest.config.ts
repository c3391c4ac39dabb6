import { defineConfig } from "vitest/config";

/**
 * Standalone config for running only the stripe-local tests without the repo's multi-project
 * config: `npx vitest run --config scripts/stripe-local/vitest.config.ts`.
 * (They also run as part of the root `unit` project: `npx vitest run scripts/stripe-local`.)
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
  },
});
