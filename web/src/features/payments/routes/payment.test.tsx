import { screen } from "@testing-library/react";
import { newOrder, type Order, type Purchase, type WithId } from "@shop/domain";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi, type ApiAnswer } from "@/testing/api-stub";
import { createTestQueryClient, renderWithQuery } from "@/testing/query";
import { Component as OrderPaymentPage } from "./order-payment";
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
  orderId: "o-1",
};

/** The purchase page's order of p-1 (as POST /purchase makes it). */
const order: WithId<Order> = {
  _id: "o-1",
  ...newOrder({
    orderId: "o-1",
    purchaseIds: ["p-1"],
    items: [{ product: { id: "x1", name: "Gimbal X1", image: "", priceCents: 2_499 }, quantity: 2 }],
    buyer: { uid: "u-1", name: "Casey", email: "casey@example.com" },
    address: "1 Main St",
    phone: "555",
    promoCode: null,
    discountCents: 0,
    at: 0,
    holdSeconds: 3_600,
    placedFrom: "purchase-page",
  }).order,
};

const never = new Promise<ApiAnswer>(() => undefined);

/**
 * My Product's Pay for purchase p-1: GET /purchase/p-1 answers `purchaseAnswer` (p-1 of order
 * o-1), the page opens o-1's payment page, GET /orders/o-1 answers `answer`, and
 * POST /orders/o-1/payment-intent answers `intent` (by default it never does: the form keeps loading).
 */
function renderPage(
  answer: ApiAnswer,
  intent: () => Promise<ApiAnswer> = () => never,
  purchaseAnswer: ApiAnswer = { body: purchase },
) {
  const api = stubApi(({ path }) =>
    path === "/orders/o-1/payment-intent" ? intent() : path === "/purchase/p-1" ? purchaseAnswer : answer,
  );
  const onAccessDenied = vi.fn();
  renderWithQuery(
    <MemoryRouter initialEntries={["/dashboard/payment/p-1"]}>
      <Routes>
        <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
        <Route path="/dashboard/payment/order/:orderId" element={<OrderPaymentPage />} />
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

  it("opens the purchase's order: greets the buyer and shows the product and the amount in dollars", async () => {
    const { api } = renderPage({ body: order });
    expect(await screen.findByRole("heading", { name: "Hello, Casey" })).toBeInTheDocument();
    expect(api.count("GET", "/purchase/p-1")).toBe(1);
    expect(api.count("GET", "/orders/o-1")).toBe(1);
    expect(screen.getByText("Pay for Gimbal X1")).toBeInTheDocument();
    expect(screen.getByText("$49.98")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the payment form");
  });

  it("shows a paid purchase's transaction id instead of the card form", async () => {
    renderPage({ body: { ...order, state: "paid", transactionId: "pi_123" } });
    expect(await screen.findByText("This purchase is already paid.")).toBeInTheDocument();
    expect(screen.getByText("pi_123")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says so when Stripe cannot be loaded", async () => {
    stripeLoad = Promise.reject(new Error("Card payments could not be loaded. Please reload the page."));
    // Loaded by the order's page, after the redirect: handled there, not at creation.
    stripeLoad.catch(() => undefined);
    renderPage({ body: order });
    expect(await screen.findByRole("alert")).toHaveTextContent("Card payments could not be loaded.");
  });

  it("shows why the purchase could not be loaded", async () => {
    renderPage({ body: order }, () => never, apiError(404, "not-found", "Purchase not found"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Purchase not found");
  });

  it("says another customer's purchase is not theirs, and keeps the session (its 403 is an answer)", async () => {
    const { onAccessDenied } = renderPage(
      { body: order },
      () => never,
      apiError(403, "permission-denied", "This purchase belongs to another customer"),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This purchase belongs to another customer");
    expect(onAccessDenied).not.toHaveBeenCalled();
  });

  it("says why the purchase cannot be paid when the server refuses its PaymentIntent", async () => {
    const { api } = renderPage({ body: order }, () =>
      Promise.resolve(
        apiError(409, "conflict", "This order expired and its pieces went back to stock; please order again"),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This order expired");
    expect(api.count("POST", "/orders/o-1/payment-intent")).toBe(1);
  });

  it("offers no payment form for an expired purchase (and asks for no PaymentIntent)", async () => {
    const { api } = renderPage({ body: { ...order, state: "expired" } });
    expect(await screen.findByText(/This order expired/)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(api.count("POST", "/orders/o-1/payment-intent")).toBe(0);
  });
});
