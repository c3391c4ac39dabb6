/** The bodies of POST /orders, POST /orders/quote and POST /purchase (issue 31: addresses by country). */
import { z } from "zod";
import { checkPhone, deliveryFields } from "./delivery.js";
import { documentIdSchema } from "./ids.js";
import { ORDER_MAX_LINES } from "./order.js";
import { promoCodeSchema } from "./promo.js";
import { purchaseInputSchema } from "./schemas.js";

const itemSchema = z
  .object({
    productId: documentIdSchema("Product id is not valid", "A product id is required"),
    quantity: purchaseInputSchema.shape.quantity,
  })
  .strip();

/** POST /orders. At most 20 lines, each product at most once. */
export const orderInputSchema = z
  .object({
    items: z
      .array(itemSchema, { error: "items must be a list of products" })
      .min(1, "Your cart is empty")
      .max(ORDER_MAX_LINES, `An order has at most ${ORDER_MAX_LINES} lines`)
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
        message: "Each product may appear only once in an order",
      }),
    ...deliveryFields,
    promoCode: promoCodeSchema.optional(),
  })
  .strip()
  .superRefine(checkPhone);
export type OrderInput = z.output<typeof orderInputSchema>;

/** POST /purchase: the spec's body, `address` a postal address or the spec's one line. */
export const purchaseOrderInputSchema = purchaseInputSchema
  .omit({ address: true, phone: true })
  .extend(deliveryFields)
  .strip()
  .superRefine(checkPhone);
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;
