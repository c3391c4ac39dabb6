import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderQuoteAnswer } from "@shop/domain";
import { OrderTotals } from "./order-totals";

const quote: OrderQuoteAnswer = {
  currency: "eur",
  taxIncluded: true,
  subtotalCents: 6000,
  discountCents: 0,
  shippingCents: 1400,
  taxCents: 1181,
  totalCents: 7400,
  taxLines: [{ jurisdiction: "DE", ratePercent: 19, cents: 1181, label: "VAT" }],
  reverseCharge: false,
  taxIdStatus: "pending",
  taxIdMessage: "VAT is charged until your VAT number is confirmed",
};

describe("OrderTotals", () => {
  it("says why the VAT is charged while the buyer's VAT number is not confirmed", () => {
    render(
      <OrderTotals currency="eur" subtotalCents={6000} discountCents={0} totalCents={6000} quote={quote} />,
    );
    expect(
      screen.getByText("(VAT is charged until your VAT number is confirmed)", { exact: false }),
    ).toBeTruthy();
  });

  it("says nothing of it once the number is verified (reverse charge)", () => {
    const verified = {
      ...quote,
      taxCents: 0,
      taxLines: [],
      reverseCharge: true,
      taxIdStatus: "verified" as const,
    };
    delete verified.taxIdMessage;
    render(
      <OrderTotals
        currency="eur"
        subtotalCents={6000}
        discountCents={0}
        totalCents={6000}
        quote={verified}
      />,
    );
    expect(screen.queryByText("VAT is charged", { exact: false })).toBeNull();
    expect(screen.getByText("(Reverse charge)", { exact: false })).toBeTruthy();
  });
});
