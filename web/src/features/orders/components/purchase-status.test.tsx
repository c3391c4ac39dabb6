import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { Purchase, WithId } from "@shop/domain";
import { PurchaseStatus } from "./purchase-status";
import { PurchasesTable } from "./purchases-table";

const user = setupUser();

function purchase(overrides: Partial<WithId<Purchase>> = {}): WithId<Purchase> {
  return {
    _id: "p-1",
    productId: "tripod",
    productName: "Travel Tripod",
    productImage: "/images/products/tripod.svg",
    unitPriceCents: 1999,
    quantity: 3,
    priceCents: 5997,
    userId: "u-1",
    userName: "Casey Customer",
    userEmail: "casey@example.com",
    phone: "+1 555 0100",
    address: "1 Main St",
    state: "unpaid",
    paid: false,
    shipment: false,
    transactionId: null,
    paymentIntentId: null,
    carrier: null,
    trackingNumber: null,
    history: [{ state: "unpaid", at: 1 }],
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  };
}

const renderStatus = (p: WithId<Purchase>, onCancel = vi.fn()) =>
  render(
    <MemoryRouter>
      <PurchaseStatus purchase={p} onCancel={onCancel} />
    </MemoryRouter>,
  );

describe("My Product row rules", () => {
  it("says 'Expired' or 'Cancelled' for a line whose order was never paid, never 'Paid' (issue 47)", () => {
    const { unmount } = renderStatus(purchase({ state: "expired", holdUntil: 1 }));
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByText("Paid")).toBeNull();
    expect(screen.queryByRole("link", { name: /pay/i })).toBeNull();
    unmount();
    renderStatus(purchase({ state: "cancelled" }));
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByText("Paid")).toBeNull();
  });

  it("shows 'Your Product Is delivery' and the tracking number for a shipped purchase", () => {
    renderStatus(
      purchase({
        state: "shipped",
        paid: true,
        shipment: true,
        transactionId: "pi_1",
        carrier: "DHL",
        trackingNumber: "JD0001",
      }),
    );
    expect(screen.getByText("Your Product Is delivery")).toBeInTheDocument();
    expect(screen.getByText(/DHL JD0001/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /pay/i })).toBeNull();
    expect(screen.queryByText("Paid")).toBeNull();
  });

  it("shows Pay (to the payment page) and Cancel for a priced, unpaid purchase", async () => {
    const onCancel = vi.fn();
    const p = purchase({ _id: "abc123" });
    renderStatus(p, onCancel);
    expect(screen.getByRole("link", { name: "Pay for Travel Tripod" })).toHaveAttribute(
      "href",
      "/dashboard/payment/abc123",
    );
    expect(screen.getByRole("link", { name: "Pay for Travel Tripod" })).toHaveTextContent("Pay");
    const cancel = screen.getByRole("button", { name: "Cancel Travel Tripod" });
    expect(cancel).toHaveTextContent("Cancel");
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledWith(p);
    expect(screen.queryByText("Paid")).toBeNull();
  });

  it("shows Paid and the transaction id for a paid purchase", () => {
    renderStatus(purchase({ state: "paid", paid: true, transactionId: "pi_3Kx9" }));
    expect(screen.getByText("Paid")).toBeInTheDocument();
    expect(screen.getByText("pi_3Kx9")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /cancel/i })).toBeNull();
    expect(screen.queryByText("Your Product Is delivery")).toBeNull();
  });

  it("lists number, name, product, email, price and payment status for each purchase", () => {
    render(
      <MemoryRouter>
        <PurchasesTable
          purchases={[purchase({ _id: "a" }), purchase({ _id: "b", state: "paid", transactionId: "pi_2" })]}
          onCancel={vi.fn()}
          onReturn={vi.fn()}
          now={Date.now()}
        />
      </MemoryRouter>,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["#", "Name", "Product", "Email", "Price", "Payment"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("1Casey CustomerTravel Tripod × 3casey@example.com$59.97");
    expect(rows[1]).toHaveTextContent(/^2.*Paid/);
  });

  it("offers Return on a delivered line within its window, and shows its latest return's state", async () => {
    const shippedAt = Date.UTC(2026, 10, 1);
    const shipped = purchase({
      state: "shipped",
      history: [
        { state: "unpaid", at: 1 },
        { state: "shipped", at: shippedAt },
      ],
    });
    const onReturn = vi.fn();
    const day = 24 * 3600 * 1000;
    const { rerender } = render(
      <MemoryRouter>
        <PurchasesTable
          purchases={[shipped]}
          onCancel={vi.fn()}
          onReturn={onReturn}
          now={shippedAt + 30 * day}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Return Travel Tripod" }));
    expect(onReturn).toHaveBeenCalledWith(shipped);

    const returned = {
      ...shipped,
      lastReturn: {
        id: "r1",
        rmaNumber: "RMA-2026-000003",
        state: "approved" as const,
        quantity: 2,
        updatedAt: 1,
        refundId: null,
      },
    };
    rerender(
      <MemoryRouter>
        <PurchasesTable purchases={[returned]} onCancel={vi.fn()} onReturn={onReturn} now={shippedAt + day} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("row", { name: /RMA-2026-000003/ })).toHaveTextContent(
      "Return RMA-2026-000003 (2): Approved",
    );
    expect(screen.queryByRole("button", { name: /^Return/ })).toBeNull();

    rerender(
      <MemoryRouter>
        <PurchasesTable
          purchases={[shipped]}
          onCancel={vi.fn()}
          onReturn={onReturn}
          now={shippedAt + 31 * day}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: /^Return/ })).toBeNull();
  });
});

describe("a purchase whose SEPA debit is processing (issue 49)", () => {
  it("says so, without Pay or Cancel", () => {
    renderStatus(purchase({ paymentProcessing: true }));
    expect(screen.getByText("Payment processing")).toBeTruthy();
    expect(screen.getByText("We are waiting for your bank")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Pay for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel/ })).toBeNull();
  });
});
