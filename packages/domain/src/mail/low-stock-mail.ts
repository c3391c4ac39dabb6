import { lowStockThresholdOf } from "../product/low-stock.js";
import type { Product } from "../product/types.js";
import type { MailMessage } from "./outbox.js";
import { mailLink, renderMail, type MailContext } from "./render.js";

/** To the shop: a product reached its low-stock threshold. */
export function shopLowStockMail(
  ctx: MailContext,
  p: Pick<Product, "name" | "lowStockThreshold">,
  left: number,
): MailMessage {
  return renderMail({
    subject: `Low stock: ${p.name} — ${left} left`,
    greeting: `${p.name} is running out: ${left} left (the alert is set at ${lowStockThresholdOf(p)}).`,
    lines: [
      { label: "Product", value: p.name },
      { label: "Left", value: String(left) },
    ],
    action: { label: "Manage the products", href: mailLink(ctx, "/dashboard/manageProducts") },
  });
}
