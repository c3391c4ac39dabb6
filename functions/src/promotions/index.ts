/** Promo codes: what other areas may use — reading a code, redeeming it with an order, giving it back. */
export { promoError, readPromoCode, redeem, returnRedemption, type Redemption } from "./redemption.js";
