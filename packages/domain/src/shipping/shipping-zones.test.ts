import { describe, expect, it } from "vitest";
import {
  SEEDED_SHIPPING_ZONES,
  shippingCents,
  shippingZoneInputSchema,
  weDoNotShipTo,
  zoneOf,
} from "./shipping-zones.js";

const zones = Object.entries(SEEDED_SHIPPING_ZONES).map(([id, z]) => ({ id, ...z }));

describe("shipping zones", () => {
  it("ships to Germany with Europe's rate, free from 20000 of goods", () => {
    const europe = zoneOf(zones, "de");
    expect(europe?.name).toBe("Europe");
    expect(europe?.countries).toHaveLength(30);
    expect(europe && shippingCents(europe, 19_999)).toBe(1_500);
    expect(europe && shippingCents(europe, 20_000)).toBe(0);
  });

  it("does not ship to Brazil, saying so with its English name", () => {
    expect(zoneOf(zones, "BR")).toBeNull();
    expect(weDoNotShipTo("BR")).toBe("We do not ship to Brazil yet");
  });

  it("checks an admin's zone: known countries, whole cents", () => {
    const ok = shippingZoneInputSchema.parse({
      name: " Nordics ",
      countries: ["se", "SE", "FI"],
      rateCents: 1200,
    });
    expect(ok).toEqual({ name: "Nordics", countries: ["SE", "FI"], rateCents: 1200 });
    const bad = shippingZoneInputSchema.safeParse({ name: "X", countries: ["XX"], rateCents: 12.5 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Unknown country code",
      "Rate must be a whole number of cents",
    ]);
  });
});
