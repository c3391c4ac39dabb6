/**
 * What an order costs at its destination — the goods priced by the server, the promo code's
 * discount (goods only), shipping by the destination's zone, tax by Stripe Tax — for
 * POST /orders/quote (nothing reserved) and for placing the order (the same numbers).
 */
import {
  destinationOf,
  spreadDiscount,
  type Cents,
  type OrderDestination,
  type OrderInput,
  type OrderQuoteInput,
  type OrderQuoteAnswer,
} from "@shop/domain";
import { callerIdentity } from "../accounts/index.js";
import { readPromoCode, redeem, type Redemption } from "../promotions/index.js";
import type { Caller } from "../platform/caller.js";
import { ORDER_CURRENCY, SELLER_COUNTRY } from "../platform/config.js";
import { shippingFor } from "../shipping/index.js";
import { calculateTax } from "../tax/index.js";
import { priceLines, type Priced } from "./price-lines.js";

/** What the purchase page or the cart asks for. `single`: the purchase page's order of one product. */
export interface Placement extends Pick<OrderInput, "items" | "address" | "phone" | "promoCode" | "taxId"> {
  single: boolean;
}

/** What a quote needs of it (no phone; the address may lack its name, lines and city). */
export type QuotePlacement = Pick<OrderQuoteInput, "items" | "address" | "promoCode" | "taxId"> & {
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
  const prices = priced.map((l) => l.product.priceCents * l.quantity);
  const subtotalCents = prices.reduce((a, b) => a + b, 0);
  const redemption = p.promoCode ? redeem(code, subtotalCents) : null;
  const discountCents = redemption?.discountCents ?? 0;
  const common = { buyerName: name, hasProfile, priced, redemption };
  // The spec's one-line address (existing clients) is `line1` in the shop's own country, then
  // priced like any other: shipping by that country's zone, tax by Stripe Tax.
  const address = destinationOf(p.address, name, SELLER_COUNTRY.value());
  const goods = spreadDiscount(prices, discountCents);
  const shipping = await shippingFor(address.country, subtotalCents - discountCents);
  const tax = await calculateTax({
    currency: ORDER_CURRENCY,
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
    currency: ORDER_CURRENCY,
    shippingCents: shipping.cents,
    lineTaxCents: tax.lineTaxCents,
    taxCents: tax.taxCents,
    taxLines: tax.taxLines,
    reverseCharge: tax.reverseCharge,
    taxCalculationId: tax.calculationId,
  };
  return { ...common, destination, quote: quoteOf(subtotalCents, discountCents, destination) };
}

function quoteOf(subtotalCents: Cents, discountCents: Cents, d: OrderDestination): OrderQuoteAnswer {
  const { shippingCents, taxCents } = d;
  return {
    currency: d.currency,
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents - discountCents + shippingCents + taxCents,
    taxLines: d.taxLines,
    reverseCharge: d.reverseCharge,
  };
}

/** POST /orders/quote: what the order would cost (its lines and stock checked, nothing reserved). */
export async function quoteOrder(c: Caller, p: QuotePlacement): Promise<OrderQuoteAnswer> {
  return (await priceOrder(c, p)).quote;
}
