/**
 * Shipping by destination: zones set by admins (`shippingZones/{id}`), each a list of countries
 * with a flat rate and, optionally, free shipping from an amount of goods (after the discount).
 * An address outside every zone is refused with the country's English name.
 */
import { z } from "zod";
import { countryName } from "../address/address.js";
import { EU_COUNTRIES } from "../address/delivery.js";
import type { Currency } from "../currency/currency.js";
import type { Cents } from "../core/money.js";

/** A zone's rate in one currency (minor units), and from how much goods ship free. */
export interface ZoneRate {
  rateCents: Cents;
  freeOverCents?: Cents | null;
}

export interface ShippingZone {
  name: string;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  countries: string[];
  /** The rate in US dollars. */
  rateCents: Cents;
  /** Goods (after the discount) of at least this much ship free. */
  freeOverCents?: Cents | null;
  /** The rate in euros and pounds (issue 32); absent: the zone does not ship in that currency. */
  rates?: Partial<Record<"eur" | "gbp", ZoneRate>>;
  updatedAt?: number;
}

/** 'Shipping to Brazil is not priced in EUR yet'. */
export function notShippedIn(country: string, currency: Currency): string {
  return `Shipping to ${countryName(country)} is not priced in ${currency.toUpperCase()} yet`;
}

/** The zone's rate in a currency, or null. */
export function zoneRateIn(zone: ShippingZone, currency: Currency): ZoneRate | null {
  if (currency === "usd") return { rateCents: zone.rateCents, freeOverCents: zone.freeOverCents ?? null };
  return zone.rates?.[currency] ?? null;
}

export const SHIPPING_ZONE_NOT_FOUND = "Shipping zone not found";
export const SHIPPING_ZONE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const SHIPPING_ZONE_ID_MESSAGE =
  "A zone id is 1 to 40 lower-case letters, digits or dashes, starting with a letter or digit";

/** 'We do not ship to Brazil yet'. */
export function weDoNotShipTo(country: string): string {
  return `We do not ship to ${countryName(country)} yet`;
}

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int(`${what} must be a whole number of cents`)
    .min(0, `${what} cannot be negative`)
    .max(10_000_000, `${what} is too large`);

const zoneRateSchema = (code: string) =>
  z
    .object({
      rateCents: cents(`The ${code} rate`),
      freeOverCents: cents(`The ${code} free-shipping amount`).nullable().optional(),
    })
    .strict();

/** PUT /shipping-zones/:id. */
export const shippingZoneInputSchema = z
  .object({
    name: z
      .string({ error: "Zone name is required" })
      .trim()
      .min(1, "Zone name is required")
      .max(80, "Zone name must be at most 80 characters"),
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((c) => /^[A-Z]{2}$/.test(c) && countryName(c) !== c, "Unknown country code"),
        { error: "countries must be a list of country codes" },
      )
      .min(1, "A zone needs at least one country")
      .max(250, "A zone has at most 250 countries")
      .transform((list) => [...new Set(list)]),
    rateCents: cents("Rate"),
    freeOverCents: cents("Free-shipping amount").nullable().optional(),
    rates: z
      .object({ eur: zoneRateSchema("EUR").optional(), gbp: zoneRateSchema("GBP").optional() })
      .strict()
      .optional(),
  })
  .strip();
export type ShippingZoneInput = z.output<typeof shippingZoneInputSchema>;

/** The zones a new shop starts with (id → zone). */
export const SEEDED_SHIPPING_ZONES: Record<string, ShippingZone> = {
  "united-states": {
    name: "United States",
    countries: ["US"],
    rateCents: 900,
    freeOverCents: 10_000,
    rates: { eur: { rateCents: 850, freeOverCents: 9_000 }, gbp: { rateCents: 750, freeOverCents: 8_000 } },
  },
  canada: {
    name: "Canada",
    countries: ["CA"],
    rateCents: 1_900,
    rates: { eur: { rateCents: 1_800 }, gbp: { rateCents: 1_500 } },
  },
  europe: {
    name: "Europe",
    countries: [...EU_COUNTRIES, "GB", "CH", "NO"],
    rateCents: 1_500,
    freeOverCents: 20_000,
    rates: {
      eur: { rateCents: 1_400, freeOverCents: 18_000 },
      gbp: { rateCents: 1_200, freeOverCents: 16_000 },
    },
  },
  "australia-new-zealand": {
    name: "Australia and New Zealand",
    countries: ["AU", "NZ"],
    rateCents: 2_500,
    rates: { eur: { rateCents: 2_300 }, gbp: { rateCents: 2_000 } },
  },
  japan: {
    name: "Japan",
    countries: ["JP"],
    rateCents: 2_500,
    rates: { eur: { rateCents: 2_300 }, gbp: { rateCents: 2_000 } },
  },
};

/** The zone of a country (the first by id when zones overlap), or null. */
export function zoneOf<Z extends ShippingZone & { id: string }>(
  zones: readonly Z[],
  country: string,
): Z | null {
  const sorted = [...zones].sort((a, b) => a.id.localeCompare(b.id));
  return sorted.find((z) => z.countries.includes(country.toUpperCase())) ?? null;
}

/** What shipping costs at a rate for goods worth `goodsCents` (after the discount). */
export function shippingCents(rate: ZoneRate, goodsCents: Cents): Cents {
  const free = rate.freeOverCents;
  return free !== undefined && free !== null && goodsCents >= free ? 0 : rate.rateCents;
}

/** GET /shipping-zones and PUT /shipping-zones/:id: a zone with its id. */
export type ShippingZoneAnswer = ShippingZone & { _id: string };
