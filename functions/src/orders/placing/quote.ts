/**
 * What an order costs at its destination — the goods priced by the server, the promo code's
 * discount (goods only), shipping by the destination's zone, tax by Stripe Tax — for
 * POST /orders/quote (nothing reserved) and for placing the order (the same numbers).
 */
import {
  MIN_CHARGE,
  ONE_LINE_ADDRESS_MESSAGE,
  TAX_ID_UNCONFIRMED_MESSAGE,
  destinationOf,
  minimumChargeMessage,
  type Locale,
  pricesIncludeTax,
  spreadDiscount,
  taxAddedCents,
  type Cents,
  type Currency,
  type OrderDestination,
  type OrderInput,
  type OrderQuoteInput,
  type OrderQuoteAnswer,
  type PostalAddress,
  type TaxIdStatus,
} from "@shop/domain";
import { callerIdentity } from "../../accounts/index.js";
import { readPromoCode, redeem, type Redemption } from "../../promotions/index.js";
import type { Caller } from "../../platform/caller.js";
import { AppError } from "../../platform/app-error.js";
import { sellerCountry } from "../../platform/seller/seller.js";
import { shippingFor } from "../../shipping/index.js";
import { calculateTax, taxIdStatus } from "../../tax/index.js";
import { priceLines, type Priced, type PricedTake } from "./price-lines.js";

/** What the purchase page or the cart asks for. `single`: the purchase page's order of one product. */
export interface Placement extends Pick<
  OrderInput,
  "items" | "address" | "phone" | "promoCode" | "taxId" | "currency"
> {
  single: boolean;
  /** The request's language (issue 51): the order keeps it for its mails and documents. */
  locale?: Locale;
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
  /** The stock counters the order takes from (a bundle's parts; each counter once). */
  takes: PricedTake[];
  redemption: Redemption | null;
  /** Where it goes (the spec's one-line address read in the seller's country), shipping and tax. */
  destination: OrderDestination;
  quote: OrderQuoteAnswer;
}

/**
 * Reads the buyer's name, every product with its exact stock and the promo code side by side, then
 * the shipping zone and Stripe Tax. `references` name the lines in the tax calculation (the
 * purchases' ids when placing; their places when quoting).
 */
export async function priceOrder(c: Caller, p: QuotePlacement, references?: string[]): Promise<PricedOrder> {
  // A one-line address that does not end with a postal code of the seller's country is refused
  // before anything is read or saved.
  const where = destinationAddress(p.address, "");
  const [{ name, hasProfile }, { priced, takes }, code, taxIdCheck] = await Promise.all([
    callerIdentity(c),
    priceLines(p),
    p.promoCode ? readPromoCode(p.promoCode) : Promise.resolve(undefined),
    p.taxId ? taxIdStatus(c, p.taxId) : Promise.resolve(undefined),
  ]);
  const { currency } = p;
  const prices = priced.map((l) => l.product.priceCents * l.quantity);
  const subtotalCents = prices.reduce((a, b) => a + b, 0);
  const redemption = p.promoCode ? redeem(code, subtotalCents, currency) : null;
  const discountCents = redemption?.discountCents ?? 0;
  const common = { buyerName: name, hasProfile, priced, takes, redemption };
  const address = { ...where, name: typeof p.address === "string" ? name : where.name };
  const goods = spreadDiscount(prices, discountCents);
  const shipping = await shippingFor(address.country, subtotalCents - discountCents, currency);
  const tax = await calculateTax({
    currency,
    taxIncluded: pricesIncludeTax(currency),
    address,
    // Reverse charge only for a number Stripe verified: before that the VAT is charged.
    taxId: taxIdCheck === "verified" ? (p.taxId ?? null) : null,
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
    ...(taxIdCheck ? { taxIdStatus: taxIdCheck } : {}),
    ...(typeof p.address === "string" ? { addressInOneLine: true } : {}),
  };
  const quote = quoteOf(currency, subtotalCents, discountCents, destination);
  return { ...common, destination, quote: chargeable(withTaxIdNote(quote, taxIdCheck)) };
}

/**
 * The postal address of the order: the one given, or the spec's one line read as an address in the
 * seller's country — refused unless it ends with one of its postal codes (a US line: a ZIP code,
 * whose state prices the tax), so no line can choose its tax or shipping by what it says.
 */
function destinationAddress(address: QuotePlacement["address"], name: string): PostalAddress {
  const destination = destinationOf(address, name, sellerCountry());
  if (!destination) throw new AppError("invalid-argument", ONE_LINE_ADDRESS_MESSAGE);
  return destination;
}

/** The quote with where the buyer's VAT number stands, and the note while it is not verified. */
function withTaxIdNote(quote: OrderQuoteAnswer, status: TaxIdStatus | undefined): OrderQuoteAnswer {
  if (!status) return quote;
  return {
    ...quote,
    taxIdStatus: status,
    ...(status === "verified" ? {} : { taxIdMessage: TAX_ID_UNCONFIRMED_MESSAGE }),
  };
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
