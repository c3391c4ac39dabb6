import { render, screen } from "@testing-library/react";
import type { Purchase, WithId } from "@shop/domain/types";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AsyncState } from "@/lib/use-async";
import { Component as PaymentPage } from "./payment";

let purchaseState: AsyncState<WithId<Purchase>>;
let stripeLoad: Promise<null>;
vi.mock("../api/get-purchase", () => ({ usePurchase: () => ({ ...purchaseState, reload: vi.fn() }) }));
// Stripe.js itself is exercised by the browser suite (payment.e2e.test.ts).
vi.mock("../stripe/load-stripe", () => ({ getStripe: () => stripeLoad }));
let intentLoad: Promise<{ clientSecret: string; amountCents: number }>;
vi.mock("../api/create-payment-intent", () => ({ createPaymentIntent: () => intentLoad }));

const purchase: WithId<Purchase> = {
  _id: "p-1",
  productId: "x1",
  productName: "Gimbal X1",
  productImage: "",
  unitPriceCents: 2_499,
  quantity: 2,
  priceCents: 4_998,
  userId: "u-1",
  userName: "Casey",
  userEmail: "casey@example.com",
  phone: "555",
  address: "1 Main St",
  state: "unpaid",
  paid: false,
  shipment: false,
  transactionId: null,
  paymentIntentId: null,
  carrier: null,
  trackingNumber: null,
  history: [],
  createdAt: 0,
  updatedAt: 0,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/dashboard/payment/p-1"]}>
      <Routes>
        <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("payment page", () => {
  beforeEach(() => {
    stripeLoad = new Promise<null>(() => undefined);
    intentLoad = new Promise(() => undefined);
  });

  it("greets the buyer and shows the product and the amount in dollars", () => {
    purchaseState = { status: "success", data: purchase, error: undefined };
    renderPage();
    expect(screen.getByRole("heading", { name: "Hello, Casey" })).toBeInTheDocument();
    expect(screen.getByText("Pay for Gimbal X1")).toBeInTheDocument();
    expect(screen.getByText("$49.98")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the payment form");
  });

  it("shows a paid purchase's transaction id instead of the card form", () => {
    purchaseState = {
      status: "success",
      data: { ...purchase, state: "paid", paid: true, transactionId: "pi_123" },
      error: undefined,
    };
    renderPage();
    expect(screen.getByText("This purchase is already paid.")).toBeInTheDocument();
    expect(screen.getByText("pi_123")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says so when Stripe cannot be loaded", async () => {
    purchaseState = { status: "success", data: purchase, error: undefined };
    stripeLoad = Promise.reject(new Error("Card payments could not be loaded. Please reload the page."));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Card payments could not be loaded.");
  });

  it("says why the purchase cannot be paid when the server refuses its PaymentIntent", async () => {
    purchaseState = { status: "success", data: purchase, error: undefined };
    intentLoad = Promise.reject(
      new Error("This order expired and its pieces went back to stock; please order again"),
    );
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("This order expired");
  });

  it("offers no payment form for an expired purchase", () => {
    purchaseState = { status: "success", data: { ...purchase, state: "expired" }, error: undefined };
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("This order expired");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("shows why the purchase could not be loaded", () => {
    purchaseState = { status: "error", data: undefined, error: new Error("Purchase not found") };
    renderPage();
    expect(screen.getByRole("alert")).toHaveTextContent("Purchase not found");
  });
});
