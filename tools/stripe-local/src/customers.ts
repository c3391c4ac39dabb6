/**
 * Customers and their tax IDs (`/v1/customers`, `/v1/customers/:id/tax_ids`, `/v1/tax_ids`), with
 * tax ID verification as in Stripe's test mode: an EU VAT (`eu_vat`), UK VAT (`gb_vat`) or
 * Australian ABN (`au_abn`) number is created `pending` and then checked asynchronously
 * (`customer.tax_id.updated`). Stripe's documented magic numbers decide the outcome ("Testing
 * customer tax ID verification"): `000000000` is verified, `111111111` unverified and `222222222`
 * stays pending indefinitely (the number after the country prefix: `DE000000000`,
 * `GB111111111`). No tax authority is reachable from here, so any other number ends `unavailable`
 * (Stripe's status when the government database could not answer). Other types are not verified
 * (`verification: null`).
 */
import { invalidRequest, missingParam, resourceMissing } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId } from "./ids.js";
import { applyMetadata, rejectUnknownParams, withParamErrors } from "./params.js";
import type { Clock } from "./clock.js";
import type { RequestContext } from "./payment-intent-types.js";
import { CUSTOMER_CREATE_PARAMS, TAX_ID_CREATE_PARAMS } from "./tables/parameters.js";

export interface Customer {
  id: string;
  object: "customer";
  address: null;
  balance: number;
  created: number;
  currency: null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: "none";
}

export type VerificationStatus = "pending" | "verified" | "unverified" | "unavailable";

export interface TaxIdObject {
  id: string;
  object: "tax_id";
  country: string | null;
  created: number;
  customer: string;
  customer_account: null;
  livemode: false;
  owner: { type: "customer"; customer: string; customer_account: null };
  type: string;
  value: string;
  verification: {
    status: VerificationStatus;
    verified_address: string | null;
    verified_name: string | null;
  } | null;
}

/** Stripe's magic numbers (after the country prefix) and the status each ends in. */
export const MAGIC_TAX_ID_NUMBERS: Readonly<Record<string, VerificationStatus>> = {
  "000000000": "verified",
  "111111111": "unverified",
  "222222222": "pending",
};

const VERIFIED_TYPES = new Set(["eu_vat", "gb_vat", "au_abn"]);
/** The types this server accepts, with the format Stripe checks before saving. */
const TAX_ID_FORMATS: Readonly<Record<string, RegExp>> = {
  eu_vat:
    /^(DE\d{9}|ATU\d{8}|FR[0-9A-Z]{2}\d{9}|NL\d{9}B\d{2}|(BE|BG|CY|CZ|DK|EE|EL|ES|FI|HR|HU|IE|IT|LT|LU|LV|MT|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{8,12})$/,
  gb_vat: /^GB(\d{9}|\d{12})$/,
  au_abn: /^\d{9,11}$/,
  us_ein: /^\d{2}-?\d{7}$/,
  ca_bn: /^\d{9}$/,
  ch_vat: /^CHE-?\d{3}\.?\d{3}\.?\d{3}/,
  no_vat: /^\d{9}MVA$/,
};

const COUNTRY_OF_TYPE: Readonly<Record<string, string>> = {
  gb_vat: "GB",
  au_abn: "AU",
  us_ein: "US",
  ca_bn: "CA",
  ch_vat: "CH",
  no_vat: "NO",
};

export interface CustomerOptions {
  clock: Clock;
  /** How long a verification takes (ms); Stripe's VIES checks take seconds. */
  verificationDelayMs: number;
  /** `customer.tax_id.created` / `customer.tax_id.updated`, with the previous attributes. */
  emit: (type: string, taxId: TaxIdObject, ctx: RequestContext, previous?: Record<string, unknown>) => void;
}

export class CustomerService {
  private readonly customers = new Map<string, Customer>();
  private readonly taxIds = new Map<string, TaxIdObject>();

  constructor(private readonly options: CustomerOptions) {}

  create(reader: FormReader): Customer {
    return withParamErrors(() => {
      rejectUnknownParams(reader, CUSTOMER_CREATE_PARAMS);
      const id = newId("cus");
      const customer: Customer = {
        id,
        object: "customer",
        address: null,
        balance: 0,
        created: this.options.clock.now(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: reader.nonEmptyString("description") ?? null,
        email: reader.nonEmptyString("email") ?? null,
        invoice_prefix: id.slice(4, 12).toUpperCase(),
        livemode: false,
        metadata: applyMetadata({}, reader),
        name: reader.nonEmptyString("name") ?? null,
        phone: reader.nonEmptyString("phone") ?? null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: "none",
      };
      this.customers.set(id, customer);
      return structuredClone(customer);
    });
  }

  retrieve(id: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw resourceMissing("customer", id);
    return structuredClone(customer);
  }

  /** DELETE /v1/customers/:id: the customer and its tax IDs are gone (Stripe answers `deleted`). */
  del(id: string): { id: string; object: "customer"; deleted: true } {
    this.retrieve(id);
    this.customers.delete(id);
    for (const [taxId, t] of this.taxIds) if (t.customer === id) this.taxIds.delete(taxId);
    return { id, object: "customer", deleted: true };
  }

  /** POST /v1/customers/:id/tax_ids, or /v1/tax_ids with `owner[customer]`. */
  createTaxId(customerId: string | undefined, reader: FormReader, ctx: RequestContext): TaxIdObject {
    return withParamErrors(() => {
      rejectUnknownParams(reader, TAX_ID_CREATE_PARAMS);
      const owner = customerId ?? this.ownerOf(reader);
      this.retrieve(owner);
      const type = reader.nonEmptyString("type");
      const raw = reader.nonEmptyString("value");
      if (!type) throw missingParam("type");
      if (!raw) throw missingParam("value");
      const format = TAX_ID_FORMATS[type];
      if (!format)
        throw invalidRequest(`Invalid value for type: ${type} is not a supported tax ID type.`, "type");
      const value = raw.replace(/[\s.]/g, "").toUpperCase();
      if (!format.test(value)) throw invalidRequest(`Invalid value for ${type}.`, "value", "tax_id_invalid");
      const taxId: TaxIdObject = {
        id: newId("txi"),
        object: "tax_id",
        country: COUNTRY_OF_TYPE[type] ?? (type === "eu_vat" ? euCountry(value) : null),
        created: this.options.clock.now(),
        customer: owner,
        customer_account: null,
        livemode: false,
        owner: { type: "customer", customer: owner, customer_account: null },
        type,
        value,
        verification: VERIFIED_TYPES.has(type)
          ? { status: "pending", verified_address: null, verified_name: null }
          : null,
      };
      this.taxIds.set(taxId.id, taxId);
      this.options.emit("customer.tax_id.created", structuredClone(taxId), ctx);
      if (taxId.verification) this.scheduleVerification(taxId, ctx);
      return structuredClone(taxId);
    });
  }

  private ownerOf(reader: FormReader): string {
    const owner = reader.object("owner");
    if (!owner) throw missingParam("owner");
    if (owner.nonEmptyString("type") !== "customer")
      throw invalidRequest("Only `owner[type]=customer` is supported here.", "owner[type]");
    const customer = owner.nonEmptyString("customer");
    if (!customer) throw missingParam("owner[customer]");
    return customer;
  }

  /** The outcome Stripe's test mode gives the number, after the verification delay. */
  private scheduleVerification(taxId: TaxIdObject, ctx: RequestContext): void {
    const outcome = MAGIC_TAX_ID_NUMBERS[taxId.value.replace(/^[A-Z]+/, "")] ?? "unavailable";
    if (outcome === "pending") return;
    const timer = setTimeout(() => {
      const stored = this.taxIds.get(taxId.id);
      if (!stored?.verification) return;
      const previous = { verification: structuredClone(stored.verification) };
      // The register's name and address are not known here (Stripe fills them from VIES).
      stored.verification = { status: outcome, verified_address: null, verified_name: null };
      this.options.emit("customer.tax_id.updated", structuredClone(stored), ctx, previous);
    }, this.options.verificationDelayMs);
    timer.unref();
  }

  retrieveTaxId(id: string, customerId?: string): TaxIdObject {
    const taxId = this.taxIds.get(id);
    if (!taxId || (customerId !== undefined && taxId.customer !== customerId))
      throw resourceMissing("tax_id", id);
    return structuredClone(taxId);
  }

  /** A customer's tax IDs, oldest first (lists page them newest first). */
  taxIdsOf(customerId: string): TaxIdObject[] {
    this.retrieve(customerId);
    return [...this.taxIds.values()].filter((t) => t.customer === customerId).map((t) => structuredClone(t));
  }

  allTaxIds(): TaxIdObject[] {
    return [...this.taxIds.values()].map((t) => structuredClone(t));
  }
}

function euCountry(value: string): string {
  const prefix = value.slice(0, 2);
  return prefix === "EL" ? "GR" : prefix === "XI" ? "GB" : prefix;
}
