/**
 * The REST API's payment answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Cents } from "../core/money.js";
import type { WithId } from "../core/pagination.js";
import type { Payment } from "./types.js";

/** POST /create-payment-intent. */
export interface PaymentIntentAnswer {
  clientSecret: string;
  amountCents: Cents;
}

/** GET /payments (admin): one record per paid purchase. */
export type PaymentAnswer = WithId<Payment>;
