import { screen, within } from "@testing-library/react";
import type { Payment, WithId } from "@shop/domain";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { Component as AllPayments } from "./all-payments";

const payment = (id: string, priceCents: number, currency?: string): WithId<Payment> => ({
  _id: id,
  product: id,
  productName: `Gimbal ${id}`,
  priceCents,
  ...(currency ? { currency } : {}),
  shipment: false,
  userId: "u1",
  userEmail: "buyer@example.com",
  userName: "Eva Buyer",
  transactionId: `pi_${id}`,
  createdAt: 0,
});

describe("All Product: every payment in its own currency (issue 47)", () => {
  it("shows a EUR line in euros, a GBP line in pounds and a record without a currency in dollars", async () => {
    // GET /payments answers a plain array (a page of PAYMENTS_PAGE_SIZE, newest first).
    stubApi(() => ({
      body: [payment("eur1", 174_500, "eur"), payment("gbp1", 9_900, "gbp"), payment("usd1", 2_500)],
    }));
    renderWithQuery(
      <MemoryRouter>
        <AllPayments />
      </MemoryRouter>,
    );
    const row = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
    expect(await screen.findByText("Gimbal eur1")).toBeInTheDocument();
    expect(within(row("Gimbal eur1")).getByText("€1,745.00")).toBeInTheDocument();
    expect(within(row("Gimbal gbp1")).getByText("£99.00")).toBeInTheDocument();
    expect(within(row("Gimbal usd1")).getByText("$25.00")).toBeInTheDocument();
    expect(screen.queryByText("$1,745.00")).toBeNull();
  });
});
