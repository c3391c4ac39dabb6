/** Selling worldwide (issue 31): shipping zones and order quotes. */
import { orderQuoteInputSchema, shippingZoneInputSchema } from "@shop/domain";
import { zoneParams } from "../../../shipping/routes.js";
import * as A from "../answers/answers.js";
import * as W from "../answers/answers-worldwide.js";
import { json, list, type Operation } from "./operation.js";

export const SHIPPING: Operation[] = [
  {
    method: "get",
    path: "/shipping-zones",
    area: "shipping",
    summary: "Where the shop ships and what it costs, by zone",
    access: "public",
    ok: json(list(W.shippingZone), "Every zone, by name"),
  },
  {
    method: "put",
    path: "/shipping-zones/:id",
    area: "shipping",
    summary: "Create or replace a shipping zone",
    access: "admin",
    params: zoneParams,
    body: shippingZoneInputSchema,
    ok: json(W.shippingZone, "The zone"),
    idempotent: true,
  },
  {
    method: "delete",
    path: "/shipping-zones/:id",
    area: "shipping",
    summary: "Delete a shipping zone",
    access: "admin",
    params: zoneParams,
    ok: json(A.deletedAnswer, "Deleted"),
  },
];

export const QUOTES: Operation[] = [
  {
    method: "post",
    path: "/orders/quote",
    area: "orders",
    summary: "What an order would cost at an address: shipping and tax (nothing reserved)",
    access: "user",
    body: orderQuoteInputSchema,
    ok: json(W.orderQuoteAnswer, "The quote"),
    errors: [404, 409, 429],
  },
];
