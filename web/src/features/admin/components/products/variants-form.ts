/**
 * The variants editor's form (issue 48): options as a name and comma-separated values, a row per
 * combination (SKU, prices in each currency as money, stock, sold, a bundle's parts), and what the
 * rows become: the body of PUT /products/:id/variants and the stock changes of PATCH
 * /products/:id/stock (one per variant whose pieces were edited).
 */
import {
  CURRENCIES,
  DEFAULT_VARIANT_ID,
  MAX_OPTIONS,
  parseDollarsToCents,
  variantsInputSchema,
  type Currency,
  type ProductAnswer,
  type VariantsInput,
} from "@shop/domain";
import type { VariantStockChange } from "../../api/products/set-variant-stock";

export interface OptionRow {
  name: string;
  /** 'Black, White'. */
  values: string;
}
export interface PartRow {
  productId: string;
  variantId: string;
  quantity: string;
}
export interface VariantRow {
  /** null: a new variant (the server names it). */
  id: string | null;
  optionValues: Record<string, string>;
  sku: string;
  usd: string;
  eur: string;
  gbp: string;
  stock: string;
  sold: boolean;
  bundle: boolean;
  parts: PartRow[];
}
export interface VariantsFormValues {
  options: OptionRow[];
  variants: VariantRow[];
}
export type FieldErrors = Record<string, string>;

export { MAX_OPTIONS };
const money = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));

/** The product's options and variants as the form shows them. */
export function toForm(p: ProductAnswer): VariantsFormValues {
  return {
    options: p.options.map((o) => ({ name: o.name, values: o.values.join(", ") })),
    variants: p.variants.map((v) => ({
      id: v.id,
      optionValues: v.optionValues,
      sku: v.sku,
      usd: money(v.prices.usd),
      eur: money(v.prices.eur),
      gbp: money(v.prices.gbp),
      stock: String(v.availableOrder),
      sold: v.sold,
      bundle: Boolean(v.parts?.length),
      parts: (v.parts ?? []).map((part) => ({ ...part, quantity: String(part.quantity) })),
    })),
  };
}

export const emptyPart = (): PartRow => ({ productId: "", variantId: DEFAULT_VARIANT_ID, quantity: "1" });

/** The options typed: trimmed names, each value once. */
export function parsedOptions(rows: readonly OptionRow[]) {
  return rows.map((o) => ({
    name: o.name.trim(),
    values: [
      ...new Set(
        o.values
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ],
  }));
}

/** Every combination of the options' values (one empty combination without options). */
export function combinations(
  options: readonly { name: string; values: string[] }[],
): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (combos, o) => combos.flatMap((c) => o.values.map((value) => ({ ...c, [o.name]: value }))),
    [{}],
  );
}

const sameCombo = (a: Record<string, string>, b: Record<string, string>, names: string[]) =>
  names.every((n) => a[n] === b[n]);

/**
 * A row per combination of `options`: a combination's existing row is kept; the default variant
 * takes the first combination no row has (it must stay); the others are new and empty.
 */
export function rowsForOptions(options: readonly OptionRow[], rows: readonly VariantRow[]): VariantRow[] {
  const parsed = parsedOptions(options).filter((o) => o.name && o.values.length > 0);
  const names = parsed.map((o) => o.name);
  let spareDefault = rows.find((r) => r.id === DEFAULT_VARIANT_ID);
  const combos = combinations(parsed);
  if (spareDefault && combos.some((c) => sameCombo(c, spareDefault?.optionValues ?? {}, names)))
    spareDefault = undefined;
  return combos.map((combo) => {
    const known = rows.find(
      (r) => Object.keys(r.optionValues).length === names.length && sameCombo(r.optionValues, combo, names),
    );
    if (known) return known;
    if (spareDefault) {
      const row = { ...spareDefault, optionValues: combo };
      spareDefault = undefined;
      return row;
    }
    return { ...blankRow(), optionValues: combo };
  });
}

function blankRow(): VariantRow {
  return {
    id: null,
    optionValues: {},
    sku: "",
    usd: "",
    eur: "",
    gbp: "",
    stock: "0",
    sold: true,
    bundle: false,
    parts: [],
  };
}

/** A row's prices in minor units, or the first field whose money is not valid. */
function rowPrices(row: VariantRow, i: number, errors: FieldErrors) {
  const prices: Partial<Record<Currency, number>> = {};
  for (const c of CURRENCIES) {
    const text = row[c].trim();
    if (text === "" && c !== "usd") continue;
    const cents = parseDollarsToCents(text);
    if (cents === null || cents <= 0) errors[`variants.${i}.${c}`] = "Enter a price like 49.99";
    else prices[c] = cents;
  }
  return prices;
}

function rowBody(row: VariantRow, i: number, errors: FieldErrors) {
  const stock = Number(row.stock.trim());
  if (!row.bundle && !/^\d{1,7}$/.test(row.stock.trim()))
    errors[`variants.${i}.stock`] = "Enter a whole number";
  const parts = row.parts.map((part) => ({ ...part, quantity: Number(part.quantity) }));
  return {
    ...(row.id !== null && { id: row.id }),
    sku: row.sku,
    optionValues: row.optionValues,
    prices: rowPrices(row, i, errors),
    ...(row.id === null && !row.bundle && { availableOrder: stock }),
    sold: row.sold,
    ...(row.bundle && { parts }),
  };
}

/** Where the schema's first problem goes: a row's SKU when it names one, else the form. */
function schemaError(path: readonly PropertyKey[], message: string): [string, string] {
  const [first, index, field] = path;
  if (first === "variants" && typeof index === "number" && field === "sku")
    return [`variants.${index}.sku`, message];
  return ["form", message];
}

/** The body of PUT …/variants and the stock changes to send after it, or the fields' errors. */
export function toRequests(
  productId: string,
  values: VariantsFormValues,
  before: ProductAnswer,
): { input: VariantsInput; stock: VariantStockChange[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const body = {
    options: parsedOptions(values.options),
    variants: values.variants.map((r, i) => rowBody(r, i, errors)),
  };
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = variantsInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [key, message] = schemaError(issue.path, issue.message);
      errors[key] ??= message;
    }
    return { errors };
  }
  const stock = values.variants.flatMap((row) => {
    const was = before.variants.find((v) => v.id === row.id);
    const pieces = Number(row.stock);
    if (!row.id || !was || row.bundle || was.availableOrder === pieces) return [];
    return [{ productId, variantId: row.id, availableOrder: pieces }];
  });
  return { input: parsed.data, stock };
}

/**
 * Where the 409 'This SKU is already used by …' goes: the first row whose SKU is new or changed
 * (the server names the other product, not the SKU).
 */
export function conflictingRow(values: VariantsFormValues, before: ProductAnswer): number {
  const saved = new Set(before.variants.map((v) => v.sku));
  const i = values.variants.findIndex((r) => !saved.has(r.sku.trim().toUpperCase()));
  return Math.max(0, i);
}

/** 'Black / Gimbal', or 'Default' without options. */
export function comboName(row: Pick<VariantRow, "optionValues">): string {
  const values = Object.values(row.optionValues);
  return values.length > 0 ? values.join(" / ") : "Default";
}
