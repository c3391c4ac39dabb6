/**
 * e2e suite setup, run before each test file: a test fails when a page it opened reported a React
 * hydration problem or a Content-Security-Policy violation (tests/support/browser.ts watches them),
 * and a failed test prints what its pages did last (tests/support/page-trail.ts).
 */
import { afterAll, afterEach, beforeEach, expect } from "vitest";
import { failOnCspViolations, takeHydrationProblems } from "./browser.js";
import { takeTrail } from "./page-trail.js";

beforeEach(() => {
  takeTrail();
});

afterEach(({ task }) => {
  const trail = takeTrail();
  if (task.result?.state === "fail" && trail.length > 0) {
    console.log(`What the pages of "${task.name}" did last:\n  ${trail.join("\n  ")}`);
  }
  expect(takeHydrationProblems(), "React hydration errors or warnings").toEqual([]);
  failOnCspViolations();
});
afterAll(failOnCspViolations);
