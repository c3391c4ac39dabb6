/** Reading request parameters with Stripe's validation and error messages. */
import { invalidRequest, missingParam, unknownParam } from "./errors.js";
import { FormParseError, type FormReader } from "./form-body.js";
import { MAX_AMOUNT, MINIMUM_AMOUNTS, SUPPORTED_CURRENCIES, formatAmount } from "./tables/currencies.js";

export function rejectUnknownParams(reader: FormReader, allowed: ReadonlySet<string>): void {
  for (const key of reader.keys()) {
    if (!allowed.has(key)) throw unknownParam(key);
  }
}

/** Wraps FormReader errors (wrong shapes) into Stripe's 400 invalid_request_error. */
export function withParamErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof FormParseError) throw invalidRequest(error.message, error.param);
    throw error;
  }
}

export function readCurrency(reader: FormReader, required: boolean): string | undefined {
  const raw = reader.string("currency");
  if (raw === undefined || raw === "") {
    if (required) throw missingParam("currency");
    return undefined;
  }
  const currency = raw.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency) || !SUPPORTED_CURRENCIES.has(currency)) {
    throw invalidRequest(
      `Invalid currency: ${raw}. Stripe currently supports these currencies: usd, eur, gbp, ...`,
      "currency",
    );
  }
  return currency;
}

export function readAmountValue(amount: number, currency: string): number {
  if (amount < 1) {
    throw invalidRequest(
      "This value must be greater than or equal to 1.",
      "amount",
      "parameter_invalid_integer",
    );
  }
  const minimum = MINIMUM_AMOUNTS[currency] ?? 1;
  if (amount < minimum) {
    throw invalidRequest(
      `Amount must be at least ${formatAmount(minimum, currency)}`,
      "amount",
      "amount_too_small",
    );
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(
      `Amount must be no more than ${formatAmount(MAX_AMOUNT, currency)}`,
      "amount",
      "amount_too_large",
    );
  }
  return amount;
}

export function readAmount(reader: FormReader, currency: string): number | undefined {
  if (!reader.has("amount") || reader.string("amount") === "") return undefined;
  const amount = reader.integer("amount");
  return amount === undefined ? undefined : readAmountValue(amount, currency);
}

/** Stripe metadata semantics: `metadata[k]=v` sets, `metadata[k]=` unsets, `metadata=` clears. */
export function applyMetadata(current: Record<string, string>, reader: FormReader): Record<string, string> {
  if (!reader.has("metadata")) return current;
  const raw = reader.data["metadata"];
  if (raw === "") return {};
  const metadata = reader.object("metadata");
  if (!metadata) return current;
  // A Map (then fromEntries) keeps keys such as "__proto__" as plain data.
  const next = new Map(Object.entries(current));
  for (const key of metadata.keys()) {
    const value = metadata.data[key];
    if (typeof value !== "string") {
      throw invalidRequest(
        `Invalid value for metadata[${key}]: metadata values must be strings.`,
        `metadata[${key}]`,
      );
    }
    if (key.length > 40) {
      throw invalidRequest(`Metadata key length can't exceed 40 characters.`, `metadata[${key}]`);
    }
    if (value.length > 500) {
      throw invalidRequest(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${value.length} characters.`,
        `metadata[${key}]`,
      );
    }
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  if (next.size > 50) {
    throw invalidRequest("Metadata can have up to 50 keys.", "metadata");
  }
  return Object.fromEntries(next);
}
