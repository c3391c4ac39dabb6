import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { OrderQuoteAnswer } from "@shop/domain";
import { CurrencyProvider } from "@/lib/currency";
import { I18nProvider } from "@/lib/i18n/i18n";
import { OrderTotals } from "./order-totals";

const quote: OrderQuoteAnswer = {
  currency: "eur",
  taxIncluded: true,
  subtotalCents: 123450,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 19710,
  totalCents: 123450,
  taxLines: [],
  reverseCharge: false,
};

/** Rendered in an awaited act: the screen suspends until its catalogue's chunk has arrived. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider>
          <CurrencyProvider>
            <Suspense fallback="…">
              <OrderTotals currency="eur" subtotalCents={0} discountCents={0} totalCents={0} quote={quote} />
            </Suspense>
          </CurrencyProvider>
        </I18nProvider>
      </MemoryRouter>,
    );
  });
}

describe("OrderTotals in the page's language (issue 51)", () => {
  it("says Zwischensumme and 1.234,50 € under /de/…", async () => {
    await renderAt("/de/cart");
    expect(await screen.findByText("Zwischensumme")).toBeInTheDocument();
    expect(screen.getByText("Kostenlos")).toBeInTheDocument();
    expect(screen.getAllByText("1.234,50 €")).toHaveLength(2);
  });

  it("says Sous-total and 1 234,50 € under /fr/…", async () => {
    await renderAt("/fr/cart");
    expect(await screen.findByText("Sous-total")).toBeInTheDocument();
    expect(screen.getAllByText("1 234,50 €")).toHaveLength(2);
  });
});
