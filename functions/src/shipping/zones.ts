/**
 * Shipping zones: admins set them (PUT, DELETE), anybody reads them (GET /shipping-zones: where
 * the shop ships and what it costs is public), and an order's shipping is its destination's zone.
 */
import {
  SHIPPING_ZONE_NOT_FOUND,
  notShippedIn,
  shippingCents,
  zoneRateIn,
  type Currency,
  weDoNotShipTo,
  zoneOf,
  type Cents,
  type DeletedAnswer,
  type ShippingZoneAnswer,
  type ShippingZoneInput,
  type ShippingZone,
  type AuditSummary,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { readQuery, txRead } from "../platform/reads.js";
import { shippingZonesCol } from "./data.js";

/** Every zone, by name. */
export async function listShippingZones(): Promise<ShippingZoneAnswer[]> {
  const snap = await readQuery(shippingZonesCol);
  return snap.docs
    .map((d) => ({ _id: d.id, ...d.data() }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** The trail's short form of a zone (issue 52): its countries and rates, flat. */
function zoneSummary(zone: ShippingZone | undefined): AuditSummary | null {
  if (!zone) return null;
  const summary: AuditSummary = {
    name: zone.name,
    countries: zone.countries.join(" "),
    rateCents: zone.rateCents,
    freeOverCents: zone.freeOverCents ?? null,
  };
  for (const [currency, rate] of Object.entries(zone.rates ?? {})) {
    summary[`${currency}RateCents`] = rate.rateCents;
    summary[`${currency}FreeOverCents`] = rate.freeOverCents ?? null;
  }
  return summary;
}

/** PUT /shipping-zones/:id: creates or replaces the zone; the change is in the trail. */
export async function putShippingZone(
  actor: Caller,
  id: string,
  input: ShippingZoneInput,
): Promise<ShippingZoneAnswer> {
  const { rates, ...rest } = input;
  const zone = {
    ...rest,
    freeOverCents: input.freeOverCents ?? null,
    ...(rates ? { rates } : {}),
    updatedAt: Date.now(),
  };
  const ref = shippingZonesCol.doc(id);
  await inTransaction(async (tx) => {
    const before = (await txRead(tx, ref)).data();
    tx.set(ref, zone);
    recordAudit(tx, actor, {
      kind: "shipping-zone",
      path: ref.path,
      before: zoneSummary(before),
      after: zoneSummary(zone),
    });
  });
  return { _id: id, ...zone };
}

/** DELETE /shipping-zones/:id → `{ deletedCount: 1 }` (404 for an unknown zone). */
export async function deleteShippingZone(actor: Caller, id: string): Promise<DeletedAnswer> {
  return inTransaction(async (tx) => {
    const ref = shippingZonesCol.doc(id);
    const before = (await txRead(tx, ref)).data();
    if (!before) throw new AppError("not-found", SHIPPING_ZONE_NOT_FOUND);
    tx.delete(ref);
    recordAudit(tx, actor, {
      kind: "shipping-zone",
      path: ref.path,
      before: zoneSummary(before),
      after: null,
    });
    return { deletedCount: 1 };
  });
}

/**
 * An order's shipping to `country` for goods worth `goodsCents` in `currency`; 400 'We do not
 * ship to Brazil yet', or 'Shipping to Japan is not priced in EUR yet' when its zone has no rate in it.
 */
export async function shippingFor(
  country: string,
  goodsCents: Cents,
  currency: Currency = "usd",
): Promise<{ zoneId: string; cents: Cents }> {
  const zones = await listShippingZones();
  const zone = zoneOf(
    zones.map((z) => ({ ...z, id: z._id })),
    country,
  );
  if (!zone) throw new AppError("invalid-argument", weDoNotShipTo(country));
  const rate = zoneRateIn(zone, currency);
  if (!rate) throw new AppError("invalid-argument", notShippedIn(country, currency));
  return { zoneId: zone.id, cents: shippingCents(rate, goodsCents) };
}
