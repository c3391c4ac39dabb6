import { screen } from "@testing-library/react";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi, type ApiAnswer } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { PaymentReturn } from "./payment-return";

// Stripe.js says the PaymentIntent succeeded (the redirect's claim); only the server decides.
const stripe = {
  retrievePaymentIntent: () =>
    Promise.resolve({ paymentIntent: { id: "pi_back", status: "succeeded", last_payment_error: null } }),
};
vi.mock("@stripe/react-stripe-js", () => ({ useStripe: () => stripe }));

function renderReturn(patch: ApiAnswer) {
  const api = stubApi(({ method }) => (method === "PATCH" ? patch : { body: {} }));
  renderWithQuery(<PaymentReturn purchaseId="p-1" clientSecret="pi_back_secret_x" />);
  return api;
}

describe("the payment return page (issue 22)", () => {
  it("shows the server's refusal, not 'paid', when the server refuses the payment", async () => {
    const api = renderReturn(apiError(409, "conflict", PAYMENT_MESSAGES.refunded));
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.refunded);
    expect(screen.queryByText("Payment Success!")).not.toBeInTheDocument();
    expect(api.count("PATCH", "/purchase/p-1")).toBe(1);
  });

  it("shows 'paid' with the transaction id once the server recorded the payment", async () => {
    renderReturn({ body: { modifiedCount: 1 } });
    expect(await screen.findByText("Payment Success!")).toBeInTheDocument();
    expect(screen.getByText("pi_back")).toBeInTheDocument();
  });
});
