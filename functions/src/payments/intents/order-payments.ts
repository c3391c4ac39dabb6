/**
 * The payments area's side of the orders' port (orders/payment-port.ts), connected at start by
 * app/wiring.ts: orders reach payments only through it.
 */
import type { OrderPayments } from "../../orders/index.js";
import { paymentsCol } from "../data.js";
import { cancelPaymentIntent, retrievePaymentIntent } from "./payment-intents.js";
import { recordClientPayment, recordPayment } from "./record-payment.js";

export const orderPaymentsSide: OrderPayments = {
  paymentRecords: paymentsCol,
  cancelPaymentIntent,
  recordClientPayment,
  async lastLook(paymentIntentId) {
    const pi = await retrievePaymentIntent(paymentIntentId);
    if (pi.status === "succeeded") {
      const outcome = await recordPayment(pi);
      if (outcome.kind === "paid") return "paid";
      // Money refunded in Stripe never pays: the order expires.
      return outcome.kind === "rejected" && outcome.refunded ? "expire" : "unchanged";
    }
    return pi.status === "processing" ? "wait" : "expire";
  },
};
