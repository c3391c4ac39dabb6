import { screen, waitFor } from "@testing-library/react";
import { PAYMENT_MESSAGES } from "@shop/domain";
import type { Stripe } from "@stripe/stripe-js";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi, type ApiAnswer } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { PaymentReturn, type ReturnedOrder } from "./payment-return";

/** Issue 49's exact words on the English page. */
const WAITING_FOR_BANK = "We are waiting for your bank";
/** Stripe.js saying what Stripe has of the returned PaymentIntent (the URL's redirect_status plays no part). */
const stripeSaying = (status: string) =>
  ({
    retrievePaymentIntent: () => Promise.resolve({ paymentIntent: { id: "pi_back", status } }),
  }) as unknown as Stripe;

const unpaid: ReturnedOrder = { state: "unpaid", transactionId: null, recordId: "p-1", updatedAt: 1 };

function renderReturn(
  status: string,
  order: ReturnedOrder,
  patch: ApiAnswer = { body: { modifiedCount: 1 } },
) {
  const api = stubApi(({ method }) => (method === "PATCH" ? patch : { body: {} }));
  const onFailed = vi.fn();
  renderWithQuery(
    <MemoryRouter>
      <PaymentReturn
        stripe={stripeSaying(status)}
        clientSecret="pi_back_secret_x"
        order={order}
        onFailed={onFailed}
      />
    </MemoryRouter>,
  );
  return { api, onFailed };
}

describe("the payment return page (issues 22 and 49)", () => {
  it("shows the server's refusal, not 'paid', when the server refuses the payment", async () => {
    const { api } = renderReturn("succeeded", unpaid, apiError(409, "conflict", PAYMENT_MESSAGES.refunded));
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.refunded);
    expect(screen.queryByText("Payment Success!")).not.toBeInTheDocument();
    expect(api.count("PATCH", "/purchase/p-1")).toBe(1);
  });

  it("asks the server to record a success and waits for the order to say paid", async () => {
    const { api } = renderReturn("succeeded", unpaid);
    await waitFor(() => expect(api.count("PATCH", "/purchase/p-1")).toBe(1));
    expect(screen.getByRole("status")).toHaveTextContent("Checking your payment…");
    expect(screen.queryByText("Payment Success!")).not.toBeInTheDocument();
  });

  it("shows 'paid' with the transaction id when the server's order is paid", async () => {
    const { api } = renderReturn("succeeded", { ...unpaid, state: "paid", transactionId: "pi_back" });
    expect(await screen.findByText("Payment Success!")).toBeInTheDocument();
    expect(screen.getByText("pi_back")).toBeInTheDocument();
    expect(api.count("PATCH", "/purchase/p-1")).toBe(0);
  });

  it("says 'We are waiting for your bank' only once the server's order is processing", async () => {
    renderReturn("processing", unpaid);
    expect(await screen.findByText("Checking your payment…")).toBeInTheDocument();
    expect(screen.queryByText(WAITING_FOR_BANK)).not.toBeInTheDocument();
    renderReturn("processing", { ...unpaid, state: "processing" });
    expect(await screen.findByText(WAITING_FOR_BANK)).toBeInTheDocument();
  });

  it("offers another try when Stripe says the attempt failed, and records nothing", async () => {
    const { api, onFailed } = renderReturn("requires_payment_method", unpaid);
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(api.count("PATCH", "/purchase/p-1")).toBe(0);
  });
});
