/**
 * axe-core in a Playwright page, with the shop's bar (issue 26): no violation of any impact of the
 * WCAG 2.0–2.2 A/AA rules, and no serious or critical best-practice violation.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/** Best-practice rules held to the WCAG bar (any impact): Lighthouse's accessibility score counts them. */
const STRICT_BEST_PRACTICE = new Set(["heading-order"]);

/**
 * What stands in for Stripe's own frame (the local Stripe.js mounts plain inputs, no iframe): its
 * content is Stripe's, not ours, and is left out like the frame would be.
 */
const STRIPE_FRAME = [".StripeLocalPaymentElement", ".StripeLocalCardElement"];

interface AxeNode {
  target: unknown[];
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  tags: string[];
  nodes: AxeNode[];
}

/**
 * The violations on the page as it is now, each as "where: rule (impact) help — element", or none.
 * Evaluated by the test driver, not as a page script: the CSP refuses inline scripts.
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const present = exclude.filter((s) => document.querySelector(s)).map((s) => [s]);
      const result = await axe.run(
        present.length > 0 ? { include: [["html"]], exclude: present } : document,
        {
          runOnly: { type: "tag", values: [...tags, "best-practice"] },
          resultTypes: ["violations"],
          iframes: false,
        },
      );
      return result.violations;
    },
    { tags: [...WCAG_TAGS] as string[], exclude: STRIPE_FRAME },
  )) as AxeViolation[];
  const wcag = new Set<string>(WCAG_TAGS);
  return violations
    .filter(
      (v) =>
        v.tags.some((t) => wcag.has(t)) ||
        STRICT_BEST_PRACTICE.has(v.id) ||
        v.impact === "serious" ||
        v.impact === "critical",
    )
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: ${v.id} (${v.impact ?? "?"}) ${v.help} — ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`,
      ),
    );
}
