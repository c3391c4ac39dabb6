import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.js";
import { SHOP_URL } from "../support/env.js";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: [string, string][] = [
  ["/", "Our Products"],
  ["/about", "Our milestones"],
  ["/services", "Services"],
  ["/shop", "Shop"],
  ["/contact", "Write to us"],
  ["/login", "Login"],
  ["/signup", "Sign Up"],
];

describe("accessibility (axe-core)", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    it.each(PAGES)(
      `%s has no serious or critical violations at ${viewport.width}px`,
      async (path, heading) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${SHOP_URL}${path}`);
        await page.getByRole("heading", { name: heading, exact: true }).first().waitFor({ timeout: 15_000 });
        // Let the lists settle (loaded content, not skeletons, is what visitors use).
        await page.waitForLoadState("networkidle");
        // Evaluated by the test driver, not as a page script: the CSP refuses inline scripts.
        await page.evaluate(readFileSync(AXE_PATH, "utf8"));
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }
          ).axe;
          const result = await axe.run(document);
          return result.violations;
        });
        const serious = (violations as AxeViolation[])
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
        expect(serious).toEqual([]);
        await context.close();
      },
    );
  }
});
