/**
 * Consent to marketing mail (issue 50, GDPR article 21): never assumed (the box starts unticked),
 * confirmed by a link mailed to the address (double opt-in), withdrawn in one click from any
 * marketing mail (RFC 8058's List-Unsubscribe-Post) or from the profile. Transactional mail (orders,
 * payments, returns) does not depend on it. Pure.
 */
import { z } from "zod";

export const CONSENTS_COLLECTION = "consents";

/** The texts the customer sees (the wording). */
export const CONSENT_TEXT = {
  checkbox: "Send me news and offers",
  pending: "Check your inbox: the mail we sent you has a link to confirm",
  confirmed: "You get our news and offers",
  withdrawn: "You will get no more news and offers",
  badLink: "This link is not valid any more",
  /** The confirmation link's page (a GET changes nothing: mail scanners fetch links). */
  confirmTitle: "Confirm: news and offers",
  confirmQuestion: "Do you want our news and offers by mail? Nothing is sent until you confirm.",
  confirmButton: "Confirm",
} as const;

export const MARKETING_STATES = ["none", "pending", "confirmed", "withdrawn"] as const;
export type MarketingState = (typeof MARKETING_STATES)[number];

/**
 * `consents/{uid}`: the customer's consent and the tokens of its links. A token names the
 * customer without their uid or address in a mail's links; each new state draws new ones.
 */
export interface ConsentRecord {
  marketing: MarketingState;
  /** When the state last changed (epoch ms). */
  changedAt: number;
  /** The address the confirmation went to. */
  email: string;
  /** The double opt-in link's token (while pending, and kept once confirmed: a repeat is harmless). */
  confirmToken: string | null;
  /** The one-click withdrawal's token (while confirmed). */
  unsubscribeToken: string | null;
}

/** GET/PUT /users/me/consent: the caller's consent as they may see it. */
export interface ConsentAnswer {
  marketing: MarketingState;
  changedAt: number | null;
}

/** PUT /users/me/consent: tick (true: a confirmation mail goes out) or untick the box. */
export const consentUpdateSchema = z
  .object({ marketing: z.boolean({ error: "marketing must be true or false" }) })
  .strict();
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;

/** A consent link's `?token=`: 32 url-safe characters. */
export const consentTokenQuerySchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, CONSENT_TEXT.badLink) })
  .strict();

/** RFC 8058: what a mail program POSTs to the List-Unsubscribe address (form-encoded). */
export const oneClickBodySchema = z
  .object({ "List-Unsubscribe": z.literal("One-Click", { error: "Expected List-Unsubscribe=One-Click" }) })
  .strip();

/** The API paths of the links (under the shop's address: Hosting rewrites /api to the API). */
export const CONSENT_PATHS = {
  confirm: (token: string) => `/api/consent/confirm?token=${token}`,
  unsubscribe: (token: string) => `/api/consent/unsubscribe?token=${token}`,
  /** Where a confirmation link lands in the web app. */
  landing: (state: MarketingState) => `/?news=${state}`,
} as const;

/** The headers every marketing mail carries (RFC 2369 and RFC 8058's one-click POST). */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The record after the customer ticks (`want`) or unticks the box. Ticking while confirmed
 * changes nothing; ticking otherwise asks again (a new confirmation token); unticking withdraws.
 */
export function consentAfterChoice(
  current: ConsentRecord | undefined,
  want: boolean,
  email: string,
  now: number,
  newToken: () => string,
): ConsentRecord {
  if (want && current?.marketing === "confirmed") return current;
  if (want)
    return { marketing: "pending", changedAt: now, email, confirmToken: newToken(), unsubscribeToken: null };
  if (!current || current.marketing === "none") {
    return { marketing: "none", changedAt: now, email, confirmToken: null, unsubscribeToken: null };
  }
  // The withdrawal link keeps working: a second click answers the same (RFC 8058's POST is retried).
  return { ...current, marketing: "withdrawn", changedAt: now, confirmToken: null };
}

/** The record once the one-click link is used (already withdrawn: unchanged). */
export function consentAfterUnsubscribe(current: ConsentRecord, now: number): ConsentRecord {
  if (current.marketing === "withdrawn") return current;
  return { ...current, marketing: "withdrawn", changedAt: now, confirmToken: null };
}

/**
 * What a confirmation link stands for: a consent waiting for its confirmation, one it already
 * confirmed, or nothing (stale: withdrawn or asked again since).
 */
export function confirmLinkState(
  current: ConsentRecord | undefined,
  token: string,
): "pending" | "confirmed" | null {
  if (!current || current.confirmToken !== token) return null;
  return current.marketing === "pending" || current.marketing === "confirmed" ? current.marketing : null;
}

/**
 * The record once the confirmation is posted, or null when the link is stale. Posting it again
 * once confirmed returns the record unchanged (a repeated POST neither changes nor mails).
 */
export function consentAfterConfirm(
  current: ConsentRecord,
  token: string,
  now: number,
  newToken: () => string,
): ConsentRecord | null {
  const state = confirmLinkState(current, token);
  if (state !== "pending") return state === "confirmed" ? current : null;
  return { ...current, marketing: "confirmed", changedAt: now, unsubscribeToken: newToken() };
}

/** Whether the shop may send this customer marketing mail. */
export function mayMarketTo(record: Pick<ConsentRecord, "marketing"> | undefined): boolean {
  return record?.marketing === "confirmed";
}

/** What the customer sees of their record. */
export function consentAnswer(record: ConsentRecord | undefined): ConsentAnswer {
  return { marketing: record?.marketing ?? "none", changedAt: record?.changedAt ?? null };
}

/** A cart left this long gets its one reminder (to a customer who confirmed). */
export const CART_REMINDER_AFTER_MS = 24 * 3600_000;

/**
 * Whether a cart gets its reminder now: not empty, untouched for a day, not reminded since it
 * last changed, and no order placed since then. Pure.
 */
export function cartNeedsReminder(
  cart: { items: unknown[]; updatedAt: number; remindedAt?: number | null },
  lastOrderAt: number | null,
  now: number,
): boolean {
  if (cart.items.length === 0 || now - cart.updatedAt < CART_REMINDER_AFTER_MS) return false;
  if (cart.remindedAt != null && cart.remindedAt >= cart.updatedAt) return false;
  return lastOrderAt === null || lastOrderAt < cart.updatedAt;
}
