/** The bodies of POST /orders, POST /orders/quote and POST /purchase (issue 31: addresses by country). */
import { z } from "zod";
import { destinationAddressSchema } from "../address/address.js";
import { optionalCurrencySchema } from "../currency/currency-schemas.js";
import { checkPhone, deliveryFields } from "../address/delivery.js";
import { documentIdSchema } from "../core/ids.js";
import { ORDER_MAX_LINES } from "./record.js";
import { promoCodeSchema } from "../promo/promo.js";
import { purchaseInputSchema } from "../purchase/schemas.js";

/** A variant of the product (issue 48). */
export const variantIdSchema = documentIdSchema("Variant id is not valid");

const itemSchema = z
  .object({
    productId: documentIdSchema("Product id is not valid", "A product id is required"),
    quantity: purchaseInputSchema.shape.quantity,
    /** The variant (issue 48); absent: the product's default variant. */
    variantId: variantIdSchema.optional(),
  })
  .strip();

const itemsSchema = z
  .array(itemSchema, { error: "items must be a list of products" })
  .min(1, "Your cart is empty")
  .max(ORDER_MAX_LINES, `An order has at most ${ORDER_MAX_LINES} lines`)
  .refine((items) => new Set(items.map((i) => `${i.productId}/${i.variantId ?? ""}`)).size === items.length, {
    message: "Each product may appear only once in an order",
  });

/** POST /orders. At most 20 lines, each product at most once. */
export const orderInputSchema = z
  .object({
    items: itemsSchema,
    ...deliveryFields,
    promoCode: promoCodeSchema.optional(),
    /** The order's currency (issue 32), `usd` when absent. */
    currency: optionalCurrencySchema,
  })
  .strip()
  .superRefine(checkPhone);
export type OrderInput = z.output<typeof orderInputSchema>;

/** POST /purchase: the spec's body, `address` a postal address or the spec's one line. */
export const purchaseOrderInputSchema = purchaseInputSchema
  .omit({ address: true, phone: true })
  .extend({ ...deliveryFields, currency: optionalCurrencySchema, variantId: variantIdSchema.optional() })
  .strip()
  .superRefine(checkPhone);
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/**
 * POST /orders/quote: the body of POST /orders, answered as soon as the destination is known —
 * the address's country (with its region and postal code where it has them); its name, lines,
 * city and the phone may still be empty.
 */
export const orderQuoteInputSchema = z
  .object({
    items: itemsSchema,
    address: z.union([deliveryFields.address.options[0], destinationAddressSchema], {
      error: "Address is required",
    }),
    phone: z.string().trim().max(30).optional(),
    taxId: deliveryFields.taxId,
    promoCode: promoCodeSchema.optional(),
    currency: optionalCurrencySchema,
  })
  .strip();
export type OrderQuoteInput = z.output<typeof orderQuoteInputSchema>;
