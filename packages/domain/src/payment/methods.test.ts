import { describe, expect, it } from "vitest";
import type { PostalAddress } from "../address/address.js";
import { paymentMethodsFor } from "./methods.js";

const to = (country: string): PostalAddress => ({
  name: "Buyer",
  line1: "Street 1",
  city: "City",
  postalCode: "1000",
  country,
});

describe("paymentMethodsFor", () => {
  it("offers cards only outside euros, whatever the destination", () => {
    expect(paymentMethodsFor({ currency: "usd", shippingAddress: to("NL") })).toEqual(["card"]);
    expect(paymentMethodsFor({ currency: "gbp", shippingAddress: to("BE") })).toEqual(["card"]);
    expect(paymentMethodsFor({})).toEqual(["card"]);
  });

  it("in euros: iDEAL to the Netherlands, Bancontact to Belgium, SEPA Direct Debit everywhere", () => {
    expect(paymentMethodsFor({ currency: "eur", shippingAddress: to("NL") })).toEqual([
      "card",
      "ideal",
      "sepa_debit",
    ]);
    expect(paymentMethodsFor({ currency: "eur", shippingAddress: to("BE") })).toEqual([
      "card",
      "bancontact",
      "sepa_debit",
    ]);
    expect(paymentMethodsFor({ currency: "eur", shippingAddress: to("DE") })).toEqual(["card", "sepa_debit"]);
    expect(paymentMethodsFor({ currency: "eur" })).toEqual(["card", "sepa_debit"]);
  });
});
