/** Shipping zones (`shippingZones/{id}`, server-only: read through GET /shipping-zones). */
import { COLLECTIONS, type ShippingZone } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const shippingZonesCol = typedCollection<ShippingZone>(COLLECTIONS.shippingZones);
