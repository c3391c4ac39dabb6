/**
 * e2e suite setup, run before each test file: a test fails when a page it opened reported a React
 * hydration problem or a Content-Security-Policy violation (tests/support/browser.ts watches them).
 */
import { afterAll, afterEach, expect } from "vitest";
import { failOnCspViolations, takeHydrationProblems } from "./browser.js";

afterEach(() => {
  expect(takeHydrationProblems(), "React hydration errors or warnings").toEqual([]);
  failOnCspViolations();
});
afterAll(failOnCspViolations);
