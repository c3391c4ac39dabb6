import { fireEvent, render, screen } from "@testing-library/react";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { PaymentScreen, type Payable } from "./payment-screen";

const payable: Payable = {
  userName: "Ada",
  productNames: "Gimbal X1 Bundle",
  amountCents: 4_999,
  state: "unpaid",
  lastAttemptFailed: false,
  transactionId: null,
  recordId: "p-1",
  returnUrl: "http://shop.test/dashboard/payment/order/o-1",
  what: "order",
};

describe("the payment page when the payment service does not answer (issue 54)", () => {
  it("shows the server's message and offers to try again", () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <PaymentScreen
          payable={payable}
          stripe={{ status: "loading" }}
          returning={null}
          secret={{ status: "error", error: new Error(PAYMENT_MESSAGES.stripeUnavailable) }}
          onRetry={onRetry}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.stripeUnavailable);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
