/** Shipping zones' REST endpoints: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  SHIPPING_ZONE_ID_MESSAGE,
  SHIPPING_ZONE_ID_PATTERN,
  shippingZoneInputSchema,
  type DeletedAnswer,
  type ShippingZoneAnswer,
} from "@shop/domain";
import { caller, requireStaff } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { parseBody, parseParams } from "../platform/http/input.js";
import { deleteShippingZone, listShippingZones, putShippingZone } from "./zones.js";

export const zoneParams = z.object({
  id: z.string().regex(SHIPPING_ZONE_ID_PATTERN, SHIPPING_ZONE_ID_MESSAGE),
});

/** GET /shipping-zones (public: where the shop ships and what it costs) → every zone, by name. */
const listZonesHandler: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "no-store").json((await listShippingZones()) satisfies ShippingZoneAnswer[]);
};

/** PUT /shipping-zones/:id (admin) `{ name, countries, rateCents, freeOverCents? }` → the zone. */
const putZoneHandler: RequestHandler = async (req, res) => {
  const { id } = parseParams(req, zoneParams);
  const zone = await putShippingZone(caller(res), id, parseBody(req, shippingZoneInputSchema));
  res.set("Cache-Control", "no-store").json(zone satisfies ShippingZoneAnswer);
};

/** DELETE /shipping-zones/:id (admin) → `{ deletedCount: 1 }`; 404 for an unknown zone. */
const deleteZoneHandler: RequestHandler = async (req, res) => {
  const { id } = parseParams(req, zoneParams);
  res.json((await deleteShippingZone(caller(res), id)) satisfies DeletedAnswer);
};

export function shippingRoutes(r: Router): void {
  r.get("/shipping-zones", listZonesHandler);
  r.put("/shipping-zones/:id", requireStaff("shipping"), idempotent, putZoneHandler);
  r.delete("/shipping-zones/:id", requireStaff("shipping"), deleteZoneHandler);
}
