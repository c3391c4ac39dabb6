/**
 * Stripe Tax calculations (`POST /v1/tax/calculations`, `GET /v1/tax/calculations/:id` and its
 * `line_items`): prices exclusive or inclusive of tax, each line taxed at its destination's rate
 * where the account is registered (`not_collecting` and 0 elsewhere), shipping as its own cost
 * (`txcd_92010001`, taxed where the destination taxes it), and reverse charge for an EU business
 * buyer (an `eu_vat` tax ID) in another EU country than the one the goods ship from.
 */
import { invalidRequest, missingParam, resourceMissing } from "../errors.js";
import type { FormReader } from "../form-body.js";
import { newId } from "../ids.js";
import { readCurrency, rejectUnknownParams, withParamErrors } from "../params.js";
import { EU_COUNTRIES, taxRateFor, type TaxRate } from "../tables/tax-rates.js";
import type { Clock } from "../clock.js";
import {
  CALCULATION_PARAMS,
  objectList,
  readAddress,
  readMetadata,
  type Address,
  type Breakdown,
  type Calculation,
  type CalculationLineItem,
  type TaxId,
} from "./shapes.js";

export const SHIPPING_TAX_CODE = "txcd_92010001";
const GENERAL_GOODS = "txcd_99999999";
const EXPIRES_SECONDS = 90 * 24 * 3600;

interface TaxOptions {
  clock: Clock;
  registrations: readonly string[];
  /** The head office's country: where goods ship from unless `ship_from_details` says. */
  originCountry: string;
}

/** What one amount is taxed: its tax, the line's breakdown, and the reason. */
function taxOf(amount: number, inclusive: boolean, rate: TaxRate | null, reason: string) {
  const taxed = rate !== null && reason === "standard_rated";
  const percent = taxed ? rate.percent : 0;
  const tax = inclusive
    ? amount - Math.round((amount * 100) / (100 + percent))
    : Math.round((amount * percent) / 100);
  const breakdown: Breakdown = {
    amount: tax,
    jurisdiction: {
      country: rate?.country ?? "",
      display_name: rate?.jurisdictionName ?? "",
      level: rate?.level ?? "country",
      state: rate?.state ?? null,
    },
    sourcing: "destination",
    tax_rate_details: rate
      ? {
          display_name: rate.displayName,
          percentage_decimal: taxed ? rate.percentageDecimal : "0.0",
          tax_type: rate.taxType,
        }
      : null,
    taxability_reason: reason,
    taxable_amount: rate && taxed ? (inclusive ? amount - tax : amount) : 0,
  };
  return { tax, breakdown };
}

export class TaxCalculationService {
  private readonly calculations = new Map<string, Calculation>();

  constructor(private readonly options: TaxOptions) {}

  create(reader: FormReader): Calculation {
    return withParamErrors(() => {
      rejectUnknownParams(reader, CALCULATION_PARAMS);
      const currency = readCurrency(reader, true) ?? "usd";
      const details = reader.object("customer_details");
      if (!details && !reader.nonEmptyString("customer")) throw missingParam("customer_details");
      const address = details ? readAddress(details.object("address")) : null;
      if (!address?.country)
        throw invalidRequest(
          "Unable to determine the customer's location: customer_details[address][country] is required.",
          "customer_details[address]",
          "customer_tax_location_invalid",
        );
      // Stripe's supported formats: a US location needs its ZIP code (the docs' "Collect
      // customer addresses"); without it the calculation is refused, not taxed at 0.
      if (address.country === "US" && !address.postal_code)
        throw invalidRequest(
          "Unable to determine the customer's location: a United States address needs customer_details[address][postal_code].",
          "customer_details[address][postal_code]",
          "customer_tax_location_invalid",
        );
      const taxIds = readTaxIds(details);
      const shipFrom = readAddress(reader.object("ship_from_details")?.object("address"));
      const origin = shipFrom?.country ?? this.options.originCountry;
      const rate = taxRateFor(this.options.registrations, address.country, address.state ?? null);
      const reason = reasonFor(rate, address, taxIds, origin);
      const id = newId("taxcalc");
      const lineItems = readLines(reader).map((l, i) => lineItem(id, l, i, rate, reason));
      const shipping = shippingCost(reader.object("shipping_cost"), rate, reason);
      const calc = this.assemble(id, currency, { address, details, taxIds, shipFrom }, lineItems, shipping);
      this.calculations.set(id, calc);
      return this.view(calc, reader);
    });
  }

  private assemble(
    id: string,
    currency: string,
    who: { address: Address; details: FormReader | undefined; taxIds: TaxId[]; shipFrom: Address | null },
    lineItems: CalculationLineItem[],
    shipping: Calculation["shipping_cost"],
  ): Calculation {
    const now = this.options.clock.now();
    const all = [
      ...lineItems.map((l) => ({ ...l, exclusive: l.tax_behavior === "exclusive" })),
      ...(shipping
        ? [
            {
              amount: shipping.amount,
              amount_tax: shipping.amount_tax,
              exclusive: shipping.tax_behavior === "exclusive",
              tax_breakdown: shipping.tax_breakdown ?? [],
            },
          ]
        : []),
    ];
    const exclusive = all.filter((l) => l.exclusive).reduce((s, l) => s + l.amount_tax, 0);
    const inclusive = all.filter((l) => !l.exclusive).reduce((s, l) => s + l.amount_tax, 0);
    const amounts = all.reduce((s, l) => s + l.amount, 0);
    return {
      id,
      object: "tax.calculation",
      amount_total: amounts + exclusive,
      currency,
      customer: null,
      customer_details: {
        address: who.address,
        address_source: who.details?.string("address_source") ?? "shipping",
        ip_address: null,
        tax_ids: who.taxIds,
        taxability_override: who.details?.string("taxability_override") ?? "none",
      },
      expires_at: now + EXPIRES_SECONDS,
      line_items: objectList(lineItems, `/v1/tax/calculations/${id}/line_items`),
      livemode: false,
      ship_from_details: who.shipFrom ? { address: who.shipFrom } : null,
      shipping_cost: shipping,
      tax_amount_exclusive: exclusive,
      tax_amount_inclusive: inclusive,
      tax_breakdown: summarize(
        all.flatMap((l) => l.tax_breakdown ?? []),
        inclusive > 0 && exclusive === 0,
      ),
      tax_date: now,
    };
  }

  /** The stored calculation (404 like Stripe's for an unknown id). */
  get(id: string): Calculation {
    const calc = this.calculations.get(id);
    if (!calc) throw resourceMissing("tax.calculation", id);
    return calc;
  }

  /** As answered: `line_items` only when expanded (Stripe's includable field). */
  view(calc: Calculation, reader?: FormReader): Calculation {
    const expand = reader?.has("expand") ? (reader.stringArray("expand") ?? []) : [];
    if (expand.includes("line_items")) return structuredClone(calc);
    return { ...structuredClone(calc), line_items: undefined };
  }
}

function readTaxIds(details: FormReader | undefined): TaxId[] {
  const raw = details?.data["tax_ids"];
  if (!details || raw === undefined || raw === "") return [];
  return objectArray(details, "tax_ids").map((t) => {
    const type = t.nonEmptyString("type");
    const value = t.nonEmptyString("value");
    if (!type) throw missingParam(t.param("type"));
    if (!value) throw missingParam(t.param("value"));
    return { type, value };
  });
}

/** `key[0][field]=…` (the SDK's encoding of an array of objects) as readers. */
export function objectArray(reader: FormReader, key: string): FormReader[] {
  const holder = reader.object(key);
  if (!holder) return [];
  return holder
    .keys()
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => {
      const item = holder.object(k);
      if (!item) throw invalidRequest("Invalid object", holder.param(k));
      return item;
    });
}

function reasonFor(rate: TaxRate | null, address: Address, taxIds: TaxId[], origin: string): string {
  if (!rate) return "not_collecting";
  const country = address.country ?? "";
  const euBusiness = taxIds.some((t) => t.type === "eu_vat");
  if (EU_COUNTRIES.has(country) && euBusiness && country !== origin.toUpperCase()) return "reverse_charge";
  return "standard_rated";
}

interface LineInput {
  amount: number;
  quantity: number;
  reference: string;
  taxBehavior: string;
  taxCode: string;
  metadata: Record<string, string>;
}

function readLines(reader: FormReader): LineInput[] {
  const lines = objectArray(reader, "line_items");
  if (lines.length === 0) throw missingParam("line_items");
  const seen = new Set<string>();
  return lines.map((l, i) => {
    const amount = l.integer("amount");
    if (amount === undefined) throw missingParam(l.param("amount"));
    if (amount < 0) throw invalidRequest("This value must be greater than or equal to 0.", l.param("amount"));
    const reference = l.nonEmptyString("reference") ?? `L${i + 1}`;
    if (seen.has(reference))
      throw invalidRequest("Line item references must be unique.", l.param("reference"));
    seen.add(reference);
    const metadata = readMetadata(l);
    return {
      amount,
      quantity: l.integer("quantity") ?? 1,
      reference,
      taxBehavior: l.nonEmptyString("tax_behavior") ?? "exclusive",
      taxCode: l.nonEmptyString("tax_code") ?? GENERAL_GOODS,
      metadata,
    };
  });
}

function lineItem(
  calcId: string,
  l: LineInput,
  index: number,
  rate: TaxRate | null,
  reason: string,
): CalculationLineItem {
  const { tax, breakdown } = taxOf(l.amount, l.taxBehavior === "inclusive", rate, reason);
  return {
    id: `tax_li_${calcId.slice(8, 20)}${String(index).padStart(4, "0")}`,
    object: "tax.calculation_line_item",
    amount: l.amount,
    amount_tax: tax,
    livemode: false,
    metadata: l.metadata,
    product: null,
    quantity: l.quantity,
    reference: l.reference,
    tax_behavior: l.taxBehavior,
    tax_breakdown: [breakdown],
    tax_code: l.taxCode,
  };
}

function shippingCost(
  reader: FormReader | undefined,
  rate: TaxRate | null,
  reason: string,
): Calculation["shipping_cost"] {
  if (!reader) return null;
  const amount = reader.integer("amount") ?? 0;
  const behavior = reader.nonEmptyString("tax_behavior") ?? "exclusive";
  const taxCode = reader.nonEmptyString("tax_code") ?? SHIPPING_TAX_CODE;
  const exempt = rate !== null && !rate.taxesShipping;
  const why = exempt ? "not_subject_to_tax" : reason;
  const { tax, breakdown } = taxOf(amount, behavior === "inclusive", rate, why);
  return { amount, amount_tax: tax, tax_behavior: behavior, tax_breakdown: [breakdown], tax_code: taxCode };
}

/** The calculation's `tax_breakdown`: one entry per rate and reason, amounts added up. */
function summarize(lines: Breakdown[], inclusive: boolean): Calculation["tax_breakdown"] {
  const byKey = new Map<string, Calculation["tax_breakdown"][number]>();
  for (const b of lines) {
    const details = {
      country: b.jurisdiction.country || null,
      flat_amount: null,
      percentage_decimal: b.tax_rate_details?.percentage_decimal ?? "0.0",
      rate_type: b.tax_rate_details ? "percentage" : null,
      state: b.jurisdiction.state,
      tax_type: b.tax_rate_details?.tax_type ?? null,
    };
    const key = `${details.country}|${details.state}|${details.percentage_decimal}|${b.taxability_reason}`;
    const before = byKey.get(key);
    if (before) {
      before.amount += b.amount;
      before.taxable_amount += b.taxable_amount;
    } else {
      byKey.set(key, {
        amount: b.amount,
        inclusive,
        tax_rate_details: details,
        taxability_reason: b.taxability_reason,
        taxable_amount: b.taxable_amount,
      });
    }
  }
  return [...byKey.values()];
}
