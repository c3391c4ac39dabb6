/** e2e suite setup: a test fails when a page it opened reported a React hydration problem. */
import { afterEach, expect } from "vitest";
import { takeHydrationProblems } from "./browser.js";

afterEach(() => {
  expect(takeHydrationProblems(), "React hydration errors or warnings").toEqual([]);
});
