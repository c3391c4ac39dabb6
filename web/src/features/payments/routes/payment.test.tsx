import { screen } from "@testing-library/react";
import type { Purchase, WithId } from "@shop/domain";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi, type ApiAnswer } from "@/testing/api-stub";
import { createTestQueryClient, renderWithQuery } from "@/testing/query";
import { Component as PaymentPage } from "./payment";

let stripeLoad: Promise<null>;
// Stripe.js itself is exercised by the browser suite (payment.e2e.test.ts).
vi.mock("../stripe/load-stripe", () => ({ getStripe: () => stripeLoad }));

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

const never = new Promise<ApiAnswer>(() => undefined);

/**
 * The page for purchase p-1: GET /purchase/p-1 answers `answer`, POST /create-payment-intent
 * answers `intent` (by default it never does: the payment form keeps loading).
 */
function renderPage(answer: ApiAnswer, intent: () => Promise<ApiAnswer> = () => never) {
  const api = stubApi(({ path }) => (path === "/create-payment-intent" ? intent() : answer));
  const onAccessDenied = vi.fn();
  renderWithQuery(
    <MemoryRouter initialEntries={["/dashboard/payment/p-1"]}>
      <Routes>
        <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
    createTestQueryClient(onAccessDenied),
  );
  return { api, onAccessDenied };
}

describe("payment page", () => {
  beforeEach(() => {
    stripeLoad = new Promise<null>(() => undefined);
  });

  it("greets the buyer and shows the product and the amount in dollars", async () => {
    const { api } = renderPage({ body: purchase });
    expect(await screen.findByRole("heading", { name: "Hello, Casey" })).toBeInTheDocument();
    expect(api.count("GET", "/purchase/p-1")).toBe(1);
    expect(screen.getByText("Pay for Gimbal X1")).toBeInTheDocument();
    expect(screen.getByText("$49.98")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the payment form");
  });

  it("shows a paid purchase's transaction id instead of the card form", async () => {
    renderPage({ body: { ...purchase, state: "paid", paid: true, transactionId: "pi_123" } });
    expect(await screen.findByText("This purchase is already paid.")).toBeInTheDocument();
    expect(screen.getByText("pi_123")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says so when Stripe cannot be loaded", async () => {
    stripeLoad = Promise.reject(new Error("Card payments could not be loaded. Please reload the page."));
    renderPage({ body: purchase });
    expect(await screen.findByRole("alert")).toHaveTextContent("Card payments could not be loaded.");
  });

  it("shows why the purchase could not be loaded", async () => {
    renderPage(apiError(404, "not-found", "Purchase not found"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Purchase not found");
  });

  it("says another customer's purchase is not theirs, and keeps the session (its 403 is an answer)", async () => {
    const { onAccessDenied } = renderPage(
      apiError(403, "permission-denied", "This purchase belongs to another customer"),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This purchase belongs to another customer");
    expect(onAccessDenied).not.toHaveBeenCalled();
  });

  it("says why the purchase cannot be paid when the server refuses its PaymentIntent", async () => {
    const { api } = renderPage({ body: purchase }, () =>
      Promise.resolve(
        apiError(409, "conflict", "This order expired and its pieces went back to stock; please order again"),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This order expired");
    expect(api.count("POST", "/create-payment-intent")).toBe(1);
  });

  it("offers no payment form for an expired purchase (and asks for no PaymentIntent)", async () => {
    const { api } = renderPage({ body: { ...purchase, state: "expired" } });
    expect(await screen.findByText(/This order expired/)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(api.count("POST", "/create-payment-intent")).toBe(0);
  });
});
