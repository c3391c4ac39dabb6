/** The PaymentIntent object as Stripe returns it, and what the services around it share. */
import type { CardBehaviour, PaymentMethod, StoredPaymentMethod } from "./cards.js";

export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export type PaymentIntentEventType =
  | "payment_intent.created"
  | "payment_intent.succeeded"
  | "payment_intent.processing"
  | "payment_intent.payment_failed"
  | "payment_intent.canceled"
  | "payment_intent.requires_action";

export type CancellationReason = "duplicate" | "fraudulent" | "requested_by_customer" | "abandoned";
export const CANCELLATION_REASONS: readonly CancellationReason[] = [
  "duplicate",
  "fraudulent",
  "requested_by_customer",
  "abandoned",
];

export interface LastPaymentError {
  type: "card_error" | "invalid_request_error";
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  charge?: string;
  payment_method: PaymentMethod | null;
}

export type NextAction =
  | {
      type: "use_stripe_sdk";
      use_stripe_sdk: {
        type: "three_d_secure_redirect";
        stripe_js: string;
        source: string;
        known_frame_issues: "false";
      };
    }
  /** iDEAL, Bancontact: the bank's page (here the local test page), then back to `return_url`. */
  | { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string } };

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  /** What the creator allowed (`allowed_payment_method_types`); `payment_method_types` is what fits. */
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: number | null;
  automatic_payment_methods: { allow_redirects?: "always" | "never"; enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: CancellationReason | null;
  capture_method: "automatic" | "automatic_async" | "manual";
  client_secret: string;
  confirmation_method: "automatic" | "manual";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    card: { installments: null; mandate_options: null; network: null; request_three_d_secure: "automatic" };
  };
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: string | null;
  shipping: null;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: string | null;
}

/** Fields Stripe returns when a PaymentIntent is fetched/confirmed with a publishable key. */
export const PUBLISHABLE_FIELDS = [
  "id",
  "object",
  "amount",
  "amount_details",
  "automatic_payment_methods",
  "canceled_at",
  "cancellation_reason",
  "capture_method",
  "client_secret",
  "confirmation_method",
  "created",
  "currency",
  "description",
  "last_payment_error",
  "livemode",
  "next_action",
  "payment_method",
  "payment_method_configuration_details",
  "payment_method_types",
  "processing",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "source",
  "status",
] as const satisfies readonly (keyof PaymentIntent)[];

export type AuthKind = "secret" | "publishable";

export function isPaymentIntent(value: unknown): value is PaymentIntent {
  return (
    typeof value === "object" && value !== null && (value as { object?: unknown }).object === "payment_intent"
  );
}

export interface RequestContext {
  auth: AuthKind;
  requestId: string | null;
  idempotencyKey: string | null;
}

export type EmitFn = (type: string, paymentIntent: PaymentIntent, ctx: RequestContext) => void;

/** A PaymentIntent and what the simulator remembers about its payment attempt. */
export interface PaymentIntentState {
  paymentIntent: PaymentIntent;
  /** The 3-D Secure challenge the last attempt is waiting for. */
  pendingAuthentication: CardBehaviour | null;
  /** Full card of the attached/last-tried PaymentMethod. */
  attemptedPaymentMethod: StoredPaymentMethod | null;
  /** The `return_url` of the last confirmation (redirect methods). */
  returnUrl?: string | null;
}

export function isCancellationReason(value: string): value is CancellationReason {
  return (CANCELLATION_REASONS as readonly string[]).includes(value);
}
