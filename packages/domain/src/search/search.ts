/**
 * Search and filters of the admin tables (All Product, Users, Messages, Outbox): `?q=` finds a
 * row by a customer's email (or the start of it), a word (or the start of a word) of a name or a
 * product name, or an exact id (purchase, order, PaymentIntent, invoice); `?state=` and the
 * UTC dates `?from=&to=` (inclusive) narrow it. Firestore has no text search, so each row keeps
 * `searchTerms` — every prefix of its words and emails, and its ids — written with it or by a
 * trigger, and the query is one `array-contains-any` with the state and the date range, on an index.
 */
import { z } from "zod";

/** Terms kept per word: its prefixes from 2 characters up to this length, then the whole word. */
const MAX_PREFIX = 20;
/** At most this many terms per row (a document's array stays small). */
const MAX_TERMS = 300;
export const SEARCH_MAX_LENGTH = 100;

export const PAYMENT_STATES = ["paid", "shipped", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const USER_STATES = ["admin", "customer", "disabled"] as const;
export type UserState = (typeof USER_STATES)[number];

/** Lower case, accents and marks removed, spaces collapsed. */
export function searchKey(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

function prefixes(word: string): string[] {
  if (word.length < 2) return [];
  const out: string[] = [];
  for (let n = 2; n <= Math.min(word.length, MAX_PREFIX); n += 1) out.push(word.slice(0, n));
  if (word.length > MAX_PREFIX) out.push(word);
  return out;
}

/** The words of a text: an email stays whole and also gives its local part and domain. */
function words(text: string): string[] {
  const key = searchKey(text);
  const out: string[] = [];
  for (const token of key.split(/[^\p{L}\p{N}@._+-]+/u)) {
    if (token === "") continue;
    out.push(token);
    if (token.includes("@")) out.push(...token.split("@"));
    out.push(...token.split(/[._+-]+/).filter((w) => w !== token));
  }
  return out;
}

/** A row's search terms: prefixes of the words of `texts`, and `ids` as they are. */
export function searchTermsOf(row: {
  texts: (string | null | undefined)[];
  ids: (string | null | undefined)[];
}): string[] {
  const terms = new Set<string>();
  for (const id of row.ids) if (id) terms.add(id.trim());
  for (const text of row.texts) {
    if (!text) continue;
    for (const word of words(text)) for (const p of prefixes(word)) terms.add(p);
  }
  return [...terms].slice(0, MAX_TERMS);
}

export interface SearchQuery {
  /** Matched with `array-contains-any`: the longest word (cut to a stored prefix), or the id as typed. */
  indexTerms: string[];
  /** Every word of the query: a row matches when each is one of its terms (checked on the page). */
  words: string[];
}

/** What `?q=` looks for: "jane x12" finds rows with a word starting "jane" and one starting "x12". */
export function searchQuery(q: string): SearchQuery {
  const typed = q.trim();
  const qWords = searchKey(typed)
    .split(" ")
    .filter((w) => w !== "")
    .map((w) => (w.length > MAX_PREFIX ? w.slice(0, MAX_PREFIX) : w));
  const longest = [...qWords].sort((a, b) => b.length - a.length)[0] ?? "";
  const indexTerms = [...new Set([longest, ...(qWords.length === 1 ? [typed] : [])].filter((t) => t !== ""))];
  return { indexTerms, words: qWords.length === 1 ? [] : qWords };
}

/** Whether a row's terms hold every word of a several-word query. */
export function matchesEveryWord(terms: readonly string[] | undefined, query: SearchQuery): boolean {
  if (query.words.length === 0) return true;
  const have = new Set(terms ?? []);
  return query.words.every((w) => have.has(w));
}

export const PAYMENT_STATE_OF = (p: { shipment: boolean; refunded?: boolean }): PaymentState =>
  p.refunded ? "refunded" : p.shipment ? "shipped" : "paid";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a date like 2026-11-25`,
    })
    .regex(DATE, `${label} must be a date like 2026-11-25`)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      `${label} must be a real date`,
    );

/** The fields `?q=&from=&to=` of an admin table's query. */
export const searchFields = {
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  from: isoDate("from").optional(),
  to: isoDate("to").optional(),
};

/** The fields `?q=&state=&from=&to=` of an admin table's query; `states`: the table's states. */
export function listFilterFields<S extends readonly [string, ...string[]]>(states: S) {
  return {
    ...searchFields,
    state: z.enum(states, { error: `state must be one of ${states.join(", ")}` }).optional(),
  };
}

/** The date range's check, for a query schema built with listFilterFields. */
export const DATE_ORDER = {
  check: (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to,
  message: "from must not be after to",
} as const;

export interface ListFilters {
  q?: string | undefined;
  state?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A filter's UTC date range in epoch ms: [from 00:00, the day after `to` 00:00). */
export function filterTimeRange(f: ListFilters): { fromMs?: number; beforeMs?: number } {
  return {
    ...(f.from ? { fromMs: Date.parse(`${f.from}T00:00:00Z`) } : {}),
    ...(f.to ? { beforeMs: Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 } : {}),
  };
}

export function hasFilters(f: ListFilters): boolean {
  return Boolean(f.q || f.state || f.from || f.to);
}

/** GET /users (admin): `?q=&state=admin|customer|disabled&from=&to=`. */
export const usersListQuerySchema = z
  .object(listFilterFields(USER_STATES))
  .strip()
  .refine(DATE_ORDER.check, DATE_ORDER.message);

/** GET /messages (admin): `?q=&from=&to=`. */
export const messagesListQuerySchema = z
  .object(searchFields)
  .strip()
  .refine(DATE_ORDER.check, DATE_ORDER.message);

/** The search fields a searchable document keeps (never part of an API answer). */
export interface Searchable {
  searchTerms?: string[];
  searchState?: string;
}

/** A mail's terms: its recipient, subject, id and the purchase or order it is about. */
export function mailSearchTerms(
  id: string,
  m: { to: string; message: { subject: string }; purchaseId?: string | null; orderId?: string | null },
): string[] {
  return searchTermsOf({ texts: [m.to, m.message.subject], ids: [id, m.purchaseId, m.orderId] });
}

/** A contact message's terms: the sender's email, name and company, and its id. */
export function messageSearchTerms(
  id: string,
  m: { email: string; name: string; company?: string },
): string[] {
  return searchTermsOf({ texts: [m.email, m.name, m.company], ids: [id] });
}

/** A profile's search fields: email, name and uid; admin, customer or disabled. */
export function userSearchFields(
  uid: string,
  u: { email: string; displayName: string; role: string; disabled: boolean },
): Required<Searchable> {
  const state: UserState = u.disabled ? "disabled" : u.role === "admin" ? "admin" : "customer";
  return { searchTerms: searchTermsOf({ texts: [u.email, u.displayName], ids: [uid] }), searchState: state };
}

/** What a payment record is found and filtered by (the rest of the record is not read). */
export interface PaymentSearchInputs {
  userEmail?: unknown;
  userName?: unknown;
  productName?: unknown;
  transactionId?: unknown;
  invoiceNumber?: unknown;
  shipment?: unknown;
  refunded?: unknown;
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A payment record's search fields (All Product): the customer's email and name, the product's
 * name; the purchase, its order, the PaymentIntent and the invoice number; paid, shipped or
 * refunded. Its writers may store them with the record; the trigger that follows payment records
 * writes them back whenever they differ (functions/src/payments/search-fields.ts).
 */
export function paymentSearchFields(
  p: PaymentSearchInputs,
  purchaseId: string,
  orderId: string | null | undefined,
): Required<Searchable> {
  const searchTerms = searchTermsOf({
    texts: [textOf(p.userEmail), textOf(p.userName), textOf(p.productName)],
    ids: [purchaseId, textOf(p.transactionId), orderId, textOf(p.invoiceNumber)],
  });
  return {
    searchTerms,
    searchState: PAYMENT_STATE_OF({ shipment: p.shipment === true, refunded: p.refunded === true }),
  };
}
