/**
 * The REST API's cart answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { CartLine } from "./cart.js";
import type { Cents } from "../core/money.js";
import type { Currency } from "../currency/currency.js";

/** GET /cart (and every cart change): the lines priced by the server now, and the totals. */
export interface CartAnswer {
  /** The currency every amount is in (`?currency=`, usd unless asked). */
  currency: Currency;
  lines: CartLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** The code applied (`?promoCode=`), upper-cased, when it applies. */
  promoCode: string | null;
  /** Why the asked code does not apply ('Invalid promo code', …), or null. */
  promoError: string | null;
  /** Why the cart cannot be ordered as it is, or null. */
  checkoutBlocked: string | null;
}
