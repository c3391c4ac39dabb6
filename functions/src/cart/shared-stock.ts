/**
 * A cart whose lines draw on the same pieces — a bundle and one of its parts, or two bundles with
 * a part in common — is checked against their sum, as the order will be (issue 48): each line
 * alone may fit while together they do not. Every line drawing on a counter that cannot serve
 * them all says so ('Only N left of <part>'), and checkout is blocked until the cart changes.
 */
import { DEFAULT_VARIANT_ID, stockTakesOf, type BundlePart, type CartLine } from "@shop/domain";
import { exactStock, productsCol, shortMessage } from "../catalog/index.js";
import { readDoc } from "../platform/reads.js";

/** A priced line and the parts its variant draws on (a bundle), if any. */
export type LineWithParts = { line: CartLine; parts?: readonly BundlePart[] };

const counterKey = (productId: string, variantId: string) => `${productId}/${variantId}`;

/** The counters a line draws on: its bundle's parts, or its own variant. */
function countersOf({ line, parts }: LineWithParts): string[] {
  if (parts?.length) return parts.map((p) => counterKey(p.productId, p.variantId));
  return [counterKey(line.productId, line.variantId ?? DEFAULT_VARIANT_ID)];
}

/** Marks the lines whose shared counters are short; lines that already have a problem keep it. */
export async function markSharedShortages(lines: readonly LineWithParts[]): Promise<CartLine[]> {
  const open = lines.filter((l) => !l.line.problem);
  const drawers = new Map<string, number>();
  for (const l of open)
    for (const key of new Set(countersOf(l))) drawers.set(key, (drawers.get(key) ?? 0) + 1);
  const takes = stockTakesOf(
    open.map(({ line, parts }) => ({ ...line, ...(parts ? { parts } : {}) })),
  ).filter((t) => (drawers.get(counterKey(t.productId, t.variantId)) ?? 0) > 1);
  const short = new Map<string, string>();
  await Promise.all(
    takes.map(async (t) => {
      const available = await exactStock(t.productId, t.variantId);
      if (available >= t.quantity) return;
      const name = (await readDoc(productsCol.doc(t.productId))).data()?.name;
      short.set(counterKey(t.productId, t.variantId), shortMessage(Math.max(0, available), name));
    }),
  );
  return lines.map((l) => {
    if (l.line.problem) return l.line;
    const message = countersOf(l)
      .map((key) => short.get(key))
      .find(Boolean);
    return message ? { ...l.line, problem: "short", message } : l.line;
  });
}
