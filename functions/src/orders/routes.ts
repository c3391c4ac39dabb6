/** The orders' REST endpoints: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  orderInputSchema,
  purchaseIdSchema,
  recordPaymentSchema,
  orderQuoteInputSchema,
  purchaseOrderInputSchema,
  shipmentInputSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ModifiedAnswer,
  type OrderAnswer,
  type OrderQuoteAnswer,
  type PlacedOrderAnswer,
  type PurchaseAnswer,
} from "@shop/domain";
import { caller, requireStaff, requireUser } from "../platform/http/auth.js";
import { idempotent, keptAnswerSlot } from "../platform/http/idempotency.js";
import { limitPerAccount } from "../platform/http/rate-limit.js";
import { requestLocale } from "../platform/http/request-locale.js";
import { LIMITS } from "../platform/limits/limits.js";
import { emailSchema, idParam, parseBody, parseParams, parseQuery } from "../platform/http/input.js";
import { cancelOrder, getOrder } from "./orders.js";
import { placeOrder } from "./placing/place-order.js";
import { quoteOrder } from "./placing/quote.js";
import { cancelPurchase, getPurchase, listPurchases } from "./purchases.js";
import { orderPayments } from "./payment-port.js";
import { shipPurchase } from "./lifecycle/shipments.js";

/** `:id` of PATCH /purchase/:id (also the OpenAPI document's). */
export const purchaseParams = z.object({ id: purchaseIdSchema });

export const listQuery = z.object({ user: emailSchema("user must be one email").optional() }).strip();

/**
 * GET /purchase?user=<email> → the caller's purchases, newest first, without cancelled ones (at
 * most 500). Another customer's email: admins only (403 otherwise).
 */
const listPurchasesHandler: RequestHandler = async (req, res) => {
  const { user } = parseQuery(req, listQuery);
  const purchases = await listPurchases(caller(res), user);
  res.set("Cache-Control", "private, no-store").json(purchases satisfies PurchaseAnswer[]);
};

/** GET /purchase/:id → the purchase, for its owner or an admin (403 for other customers, 404 unknown). */
const getPurchaseHandler: RequestHandler = async (req, res) => {
  const purchase = await getPurchase(caller(res), idParam(req, "id", "Purchase"));
  res.set("Cache-Control", "private, no-store").json(purchase satisfies PurchaseAnswer);
};

/**
 * POST /purchase { productId, variantId?, quantity, address, phone, taxId? } → 201 { insertedId }: an order
 * of one product, through the same code as an order of several. `address` is a postal address or
 * the spec's one line. Anything else the client sends (price, paid, names, emails…) is dropped:
 * the server prices the order (shipping and tax too) and takes the buyer from the token.
 */
const createPurchaseHandler: RequestHandler = async (req, res) => {
  const { productId, quantity, variantId, ...delivery } = parseBody(req, purchaseOrderInputSchema);
  const slot = keptAnswerSlot(res);
  const inserted = (placed: PlacedOrderAnswer): InsertedAnswer => ({
    insertedId: placed.purchaseIds[0] ?? "",
  });
  const placed = await placeOrder(
    caller(res),
    {
      items: [{ productId, quantity, ...(variantId ? { variantId } : {}) }],
      ...delivery,
      single: true,
      locale: requestLocale(req),
    },
    slot ? (batch, p) => slot.keep(batch, 201, inserted(p)) : undefined,
  );
  res.status(201).json(inserted(placed));
};

/** DELETE /purchase/:id → { deletedCount: 1 }: the owner cancels an unpaid purchase (its whole order). */
const cancelPurchaseHandler: RequestHandler = async (req, res) => {
  const answer = await cancelPurchase(caller(res), idParam(req, "id", "Purchase"));
  res.json(answer satisfies DeletedAnswer);
};

/**
 * PUT /purchase/:id (admin) { carrier?, trackingNumber? } → { modifiedCount }: ships a paid
 * purchase and marks its payment record shipped (1), or 0 when already shipped; 409 if unpaid.
 */
const shipPurchaseHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Purchase");
  res.json(
    (await shipPurchase(caller(res), id, parseBody(req, shipmentInputSchema))) satisfies ModifiedAnswer,
  );
};

/**
 * PATCH /purchase/:id `{ transactionId }` (the PaymentIntent the browser confirmed; other fields
 * ignored) → `{ modifiedCount }`: 1 when this call marked the purchase paid, 0 when it already was.
 */
const recordPaymentHandler: RequestHandler = async (req, res) => {
  const { id: purchaseId } = parseParams(req, purchaseParams);
  const { transactionId } = parseBody(req, recordPaymentSchema);
  const result = await orderPayments().recordClientPayment(purchaseId, transactionId, caller(res).uid);
  res.json(result satisfies ModifiedAnswer);
};

/**
 * POST /orders { items, address, phone, promoCode?, taxId? } → 201 { orderId, purchaseIds,
 * currency, subtotalCents, discountCents, shippingCents, taxCents, totalCents, taxLines, reverseCharge }.
 */
const createOrderHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, orderInputSchema);
  const slot = keptAnswerSlot(res);
  const placed = await placeOrder(
    caller(res),
    { ...input, single: false, locale: requestLocale(req) },
    slot ? (batch, p) => slot.keep(batch, 201, p) : undefined,
  );
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(placed satisfies PlacedOrderAnswer);
};

/**
 * POST /orders/quote (the body of POST /orders; the destination's country, region and postal code
 * are enough) → what the order would cost; nothing is reserved.
 */
const quoteOrderHandler: RequestHandler = async (req, res) => {
  const quote = await quoteOrder(caller(res), { ...parseBody(req, orderQuoteInputSchema), single: false });
  res.set("Cache-Control", "no-store").json(quote satisfies OrderQuoteAnswer);
};

/** GET /orders/:id (owner or admin) → the order's fields plus its purchases. */
const getOrderHandler: RequestHandler = async (req, res) => {
  const order = await getOrder(caller(res), idParam(req, "id", "Order"));
  res.set("Cache-Control", "private, no-store").json(order satisfies OrderAnswer);
};

/** DELETE /orders/:id (owner, while unpaid) → { deletedCount: 1 }. */
const cancelOrderHandler: RequestHandler = async (req, res) => {
  res.json((await cancelOrder(caller(res), idParam(req, "id", "Order"))) satisfies DeletedAnswer);
};

/** Registered before the payments' routes (the refund and the PaymentIntents are theirs). */
export function orderRoutes(r: Router): void {
  r.get("/purchase", requireUser, listPurchasesHandler);
  r.get("/purchase/:id", requireUser, getPurchaseHandler);
  r.post("/purchase", requireUser, limitPerAccount(LIMITS.orders), idempotent, createPurchaseHandler);
  r.delete("/purchase/:id", requireUser, limitPerAccount(LIMITS.cancels), cancelPurchaseHandler);
  r.put("/purchase/:id", requireStaff("shipments"), shipPurchaseHandler);
  r.patch("/purchase/:id", requireUser, recordPaymentHandler);
  r.post("/orders/quote", requireUser, limitPerAccount(LIMITS.quotes), quoteOrderHandler);
  r.post("/orders", requireUser, limitPerAccount(LIMITS.orders), idempotent, createOrderHandler);
  r.get("/orders/:id", requireUser, getOrderHandler);
  r.delete("/orders/:id", requireUser, limitPerAccount(LIMITS.cancels), cancelOrderHandler);
}
