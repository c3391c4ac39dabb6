/**
 * What an order costs at its destination — the goods priced by the server, the promo code's
 * discount (goods only), shipping by the destination's zone, tax by Stripe Tax — for
 * POST /orders/quote (nothing reserved) and for placing the order (the same numbers).
 */
import {
  MIN_CHARGE,
  destinationOf,
  minimumChargeMessage,
  pricesIncludeTax,
  spreadDiscount,
  taxAddedCents,
  type Cents,
  type Currency,
  type OrderDestination,
  type OrderInput,
  type OrderQuoteInput,
  type OrderQuoteAnswer,
} from "@shop/domain";
import { callerIdentity } from "../accounts/index.js";
import { readPromoCode, redeem, type Redemption } from "../promotions/index.js";
import type { Caller } from "../platform/caller.js";
import { AppError } from "../platform/app-error.js";
import { SELLER_COUNTRY } from "../platform/config.js";
import { shippingFor } from "../shipping/index.js";
import { calculateTax } from "../tax/index.js";
import { priceLines, type Priced } from "./price-lines.js";

/** What the purchase page or the cart asks for. `single`: the purchase page's order of one product. */
export interface Placement extends Pick<
  OrderInput,
  "items" | "address" | "phone" | "promoCode" | "taxId" | "currency"
> {
  single: boolean;
}

/** What a quote needs of it (no phone; the address may lack its name, lines and city). */
export type QuotePlacement = Pick<
  OrderQuoteInput,
  "items" | "address" | "promoCode" | "taxId" | "currency"
> & {
  single: boolean;
};

export interface PricedOrder {
  buyerName: string;
  /** The buyer has a profile (made at sign-in) to keep the order's address on. */
  hasProfile: boolean;
  priced: Priced[];
  redemption: Redemption | null;
  /** Where it goes (the spec's one-line address: `line1` in SELLER_COUNTRY), shipping and tax. */
  destination: OrderDestination;
  quote: OrderQuoteAnswer;
}

/**
 * Reads the buyer's name, every product with its exact stock and the promo code side by side, then
 * the shipping zone and Stripe Tax. `references` name the lines in the tax calculation (the
 * purchases' ids when placing; their places when quoting).
 */
export async function priceOrder(c: Caller, p: QuotePlacement, references?: string[]): Promise<PricedOrder> {
  const [{ name, hasProfile }, priced, code] = await Promise.all([
    callerIdentity(c),
    priceLines(p),
    p.promoCode ? readPromoCode(p.promoCode) : Promise.resolve(undefined),
  ]);
  const { currency } = p;
  const prices = priced.map((l) => l.product.priceCents * l.quantity);
  const subtotalCents = prices.reduce((a, b) => a + b, 0);
  const redemption = p.promoCode ? redeem(code, subtotalCents, currency) : null;
  const discountCents = redemption?.discountCents ?? 0;
  const common = { buyerName: name, hasProfile, priced, redemption };
  // The spec's one-line address (existing clients) is `line1` in the shop's own country, then
  // priced like any other: shipping by that country's zone, tax by Stripe Tax.
  const address = destinationOf(p.address, name, SELLER_COUNTRY.value());
  const goods = spreadDiscount(prices, discountCents);
  const shipping = await shippingFor(address.country, subtotalCents - discountCents, currency);
  const tax = await calculateTax({
    currency,
    taxIncluded: pricesIncludeTax(currency),
    address,
    taxId: p.taxId ?? null,
    lines: priced.map((l, i) => ({
      reference: references?.[i] ?? `line-${i + 1}`,
      amountCents: goods[i] ?? 0,
      quantity: l.quantity,
    })),
    shippingCents: shipping.cents,
  });
  const destination: OrderDestination = {
    shippingAddress: address,
    taxId: p.taxId ?? null,
    currency,
    taxIncluded: pricesIncludeTax(currency),
    shippingCents: shipping.cents,
    lineTaxCents: tax.lineTaxCents,
    taxCents: tax.taxCents,
    taxLines: tax.taxLines,
    reverseCharge: tax.reverseCharge,
    taxCalculationId: tax.calculationId,
  };
  const quote = quoteOf(currency, subtotalCents, discountCents, destination);
  return { ...common, destination, quote: chargeable(quote) };
}

/** Stripe's minimum charge in the order's currency (400 'An order must come to at least €0.50'). */
function chargeable(quote: OrderQuoteAnswer): OrderQuoteAnswer {
  const { currency } = quote;
  if (quote.totalCents < MIN_CHARGE[currency])
    throw new AppError("invalid-argument", minimumChargeMessage(currency));
  return quote;
}

/** The totals: EUR and GBP prices include the tax (its lines say how much), USD adds it on top. */
function quoteOf(
  currency: Currency,
  subtotalCents: Cents,
  discountCents: Cents,
  d: OrderDestination | undefined,
): OrderQuoteAnswer {
  const shippingCents = d?.shippingCents ?? 0;
  const taxCents = d?.taxCents ?? 0;
  const taxIncluded = d?.taxIncluded ?? pricesIncludeTax(currency);
  return {
    currency,
    taxIncluded,
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents - discountCents + shippingCents + taxAddedCents({ taxCents, taxIncluded }),
    taxLines: d?.taxLines ?? [],
    reverseCharge: d?.reverseCharge ?? false,
  };
}

/** POST /orders/quote: what the order would cost (its lines and stock checked, nothing reserved). */
export async function quoteOrder(c: Caller, p: QuotePlacement): Promise<OrderQuoteAnswer> {
  return (await priceOrder(c, p)).quote;
}
