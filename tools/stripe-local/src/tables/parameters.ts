/**
 * The parameters each endpoint accepts. Accepted-but-ignored parameters keep the "Received unknown
 * parameter" check useful without rejecting legitimate calls the simulator does not model.
 */

export const COMMON_PARAMS: readonly string[] = ["expand", "key", "_stripe_version", "_stripe_account"];
export const PAYMENT_INTENT_CREATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "amount",
  "currency",
  "metadata",
  "description",
  "payment_method_types",
  "allowed_payment_method_types",
  "automatic_payment_methods",
  "receipt_email",
  "customer",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "setup_future_usage",
  "shipping",
  "capture_method",
  "confirm",
  "confirmation_method",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_configuration",
  "excluded_payment_method_types",
  "return_url",
  "use_stripe_sdk",
  "off_session",
  "error_on_requires_action",
  "mandate",
  "mandate_data",
  "on_behalf_of",
  "transfer_data",
  "transfer_group",
  "application_fee_amount",
  "radar_options",
  "amount_details",
  "confirmation_token",
  "payment_details",
  "hooks",
]);
export const PAYMENT_INTENT_UPDATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "amount",
  "currency",
  "metadata",
  "description",
  "receipt_email",
  "customer",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_types",
  "allowed_payment_method_types",
  "payment_method_configuration",
  "excluded_payment_method_types",
  "shipping",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "setup_future_usage",
  "capture_method",
  "application_fee_amount",
  "transfer_data",
  "transfer_group",
  "amount_details",
  "payment_details",
  "hooks",
]);
export const PAYMENT_INTENT_CONFIRM_PARAMS = new Set([
  ...COMMON_PARAMS,
  "client_secret",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_types",
  "allowed_payment_method_types",
  "return_url",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "use_stripe_sdk",
  "error_on_requires_action",
  "mandate",
  "mandate_data",
  "off_session",
  "radar_options",
  "capture_method",
  "confirmation_token",
  "expected_payment_method_type",
  "payment_user_agent",
  "time_on_page",
  "guid",
  "muid",
  "sid",
  "referrer",
  "amount_details",
  "payment_details",
  "hooks",
]);
export const PAYMENT_INTENT_CANCEL_PARAMS = new Set([...COMMON_PARAMS, "cancellation_reason"]);
export const PAYMENT_INTENT_THREE_D_SECURE_PARAMS = new Set([...COMMON_PARAMS, "client_secret", "outcome"]);
export const PAYMENT_INTENT_RETRIEVE_PARAMS = new Set([...COMMON_PARAMS, "client_secret"]);
export const PAYMENT_METHOD_PARAMS = new Set([
  ...COMMON_PARAMS,
  "type",
  "card",
  "ideal",
  "bancontact",
  "sepa_debit",
  "billing_details",
  "metadata",
  "allow_redisplay",
  "payment_user_agent",
  "time_on_page",
  "guid",
  "muid",
  "sid",
  "referrer",
]);

export const REFUND_CREATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "amount",
  "charge",
  "payment_intent",
  "reason",
  "metadata",
  "instructions_email",
  "origin",
  "refund_application_fee",
  "reverse_transfer",
  "currency",
  "customer",
]);

/** What every list endpoint takes (`created` filters, `limit`, cursors). */
export const LIST_PARAMS: readonly string[] = [
  ...COMMON_PARAMS,
  "limit",
  "starting_after",
  "ending_before",
  "created",
];

export const PAYMENT_INTENT_LIST_PARAMS = new Set([...LIST_PARAMS, "customer"]);
export const REFUND_LIST_PARAMS = new Set([...LIST_PARAMS, "charge", "payment_intent"]);

export const BALANCE_TRANSACTION_LIST_PARAMS = new Set([...LIST_PARAMS, "source", "type"]);
export const DISPUTE_LIST_PARAMS = new Set([...LIST_PARAMS, "charge", "payment_intent"]);
export const DISPUTE_UPDATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "evidence",
  "metadata",
  "submit",
  "intended_submission_method",
]);

export const CUSTOMER_CREATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "email",
  "name",
  "description",
  "phone",
  "metadata",
  "address",
  "shipping",
  "preferred_locales",
  "tax",
  "tax_exempt",
  "invoice_settings",
  "payment_method",
]);
/** `POST /v1/customers/:id/tax_ids` and `POST /v1/tax_ids` (`owner`). */
export const TAX_ID_CREATE_PARAMS = new Set([...COMMON_PARAMS, "type", "value", "owner"]);
export const TAX_ID_LIST_PARAMS = new Set([...LIST_PARAMS, "owner"]);
