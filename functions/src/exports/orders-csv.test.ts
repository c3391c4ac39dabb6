import { describe, expect, it } from "vitest";
import { newOrder } from "@shop/domain";
import { orderRow } from "./orders-csv.js";

const AT = Date.UTC(2026, 10, 25, 9);

function berlinOrder(withDestination: boolean) {
  return newOrder({
    orderId: "o1",
    purchaseIds: ["p1"],
    items: [{ product: { id: "x1", name: "X1", image: "/x1.svg", priceCents: 6_000 }, quantity: 2 }],
    buyer: { uid: "u1", name: "Erika", email: "erika@example.com" },
    address: "Invalidenstraße 116, 10115 Berlin, Germany",
    phone: "+49 30 901820",
    promoCode: null,
    discountCents: 0,
    at: AT,
    holdSeconds: 3600,
    ...(withDestination
      ? {
          destination: {
            shippingAddress: {
              name: "Erika",
              line1: "Invalidenstraße 116",
              city: "Berlin",
              postalCode: "10115",
              country: "DE",
            },
            taxId: null,
            currency: "usd",
            shippingCents: 1_500,
            lineTaxCents: [2_280],
            taxCents: 2_565,
            taxLines: [{ jurisdiction: "DE", ratePercent: 19, cents: 2_565, label: "VAT" }],
            reverseCharge: false,
            taxCalculationId: "taxcalc_1",
          },
        }
      : {}),
  }).order;
}

describe("the orders CSV", () => {
  it("gains the destination's country, shipping, tax and tax per jurisdiction", () => {
    expect(orderRow("o1", berlinOrder(true))).toMatchObject({
      country: "DE",
      subtotal: "120.00",
      shipping: "15.00",
      tax: "25.65",
      taxLines: "VAT 19 % (DE) 25.65",
      total: "160.65",
    });
  });

  it("leaves them empty or zero for the spec's one-line address", () => {
    expect(orderRow("o1", berlinOrder(false))).toMatchObject({
      country: "",
      shipping: "0.00",
      tax: "0.00",
      taxLines: "",
      total: "120.00",
    });
  });
});
