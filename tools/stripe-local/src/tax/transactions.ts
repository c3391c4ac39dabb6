/**
 * Stripe Tax transactions: `create_from_calculation` (the tax of a calculation recorded once the
 * payment is made; its `reference` unique per account) and `create_reversal` (`mode=full`, or
 * `mode=partial` with `line_items` and `shipping_cost` amounts as negatives, never more than what
 * is left to reverse), retrieved with their line items.
 */
import { invalidRequest, missingParam, resourceMissing } from "../errors.js";
import type { FormReader } from "../form-body.js";
import { newId } from "../ids.js";
import { rejectUnknownParams, withParamErrors } from "../params.js";
import type { Clock } from "../clock.js";
import type { TaxCalculationService } from "./calculations.js";
import { objectArray } from "./calculations.js";
import {
  FROM_CALCULATION_PARAMS,
  REVERSAL_PARAMS,
  objectList,
  readMetadata,
  type Transaction,
  type TransactionLineItem,
} from "./shapes.js";

interface Stored {
  transaction: Transaction;
  lines: TransactionLineItem[];
}

export class TaxTransactionService {
  private readonly transactions = new Map<string, Stored>();
  private readonly references = new Set<string>();

  constructor(
    private readonly calculations: TaxCalculationService,
    private readonly clock: Clock,
  ) {}

  createFromCalculation(reader: FormReader): Transaction {
    return withParamErrors(() => {
      rejectUnknownParams(reader, FROM_CALCULATION_PARAMS);
      const calcId = reader.nonEmptyString("calculation");
      if (!calcId) throw missingParam("calculation");
      const reference = this.newReference(reader);
      const calc = this.calculations.get(calcId);
      const id = newId("tax");
      const lines: TransactionLineItem[] = (calc.line_items?.data ?? []).map((l, i) => ({
        id: `tax_li_${id.slice(4, 16)}${String(i).padStart(4, "0")}`,
        object: "tax.transaction_line_item",
        amount: l.amount,
        amount_tax: l.amount_tax,
        livemode: false,
        metadata: l.metadata,
        product: l.product,
        quantity: l.quantity,
        reference: l.reference,
        reversal: null,
        tax_behavior: l.tax_behavior,
        tax_code: l.tax_code,
        type: "transaction",
      }));
      const shipping = calc.shipping_cost;
      const transaction = this.transaction(id, reader, reference, {
        currency: calc.currency,
        customer_details: calc.customer_details,
        ship_from_details: calc.ship_from_details,
        shipping_cost: shipping
          ? {
              amount: shipping.amount,
              amount_tax: shipping.amount_tax,
              tax_behavior: shipping.tax_behavior,
              tax_code: shipping.tax_code,
            }
          : null,
        tax_date: calc.tax_date,
        type: "transaction",
        reversal: null,
      });
      return this.store(transaction, lines, reader);
    });
  }

  createReversal(reader: FormReader): Transaction {
    return withParamErrors(() => {
      rejectUnknownParams(reader, REVERSAL_PARAMS);
      const mode = reader.nonEmptyString("mode");
      if (mode !== "full" && mode !== "partial")
        throw invalidRequest("Invalid mode: must be one of full or partial", "mode");
      const originalId = reader.nonEmptyString("original_transaction");
      if (!originalId) throw missingParam("original_transaction");
      const original = this.stored(originalId);
      if (original.transaction.type !== "transaction")
        throw invalidRequest(
          "Only transactions of type `transaction` can be reversed.",
          "original_transaction",
        );
      const reference = this.newReference(reader);
      const left = this.leftToReverse(original);
      const id = newId("tax");
      const lines =
        mode === "full" ? this.fullLines(original, left, id) : this.partialLines(reader, original, left, id);
      const shipping = this.reversedShipping(reader, mode, original, left);
      const t = original.transaction;
      const transaction = this.transaction(id, reader, reference, {
        currency: t.currency,
        customer_details: t.customer_details,
        ship_from_details: t.ship_from_details,
        shipping_cost: shipping,
        tax_date: t.tax_date,
        type: "reversal",
        reversal: { original_transaction: t.id },
      });
      return this.store(transaction, lines, reader);
    });
  }

  retrieve(id: string, reader?: FormReader): Transaction {
    const s = this.stored(id);
    return this.view(s, reader);
  }

  lineItems(id: string): { object: "list"; data: TransactionLineItem[]; has_more: boolean; url: string } {
    return objectList(structuredClone(this.stored(id).lines), `/v1/tax/transactions/${id}/line_items`);
  }

  private stored(id: string): Stored {
    const s = this.transactions.get(id);
    if (!s) throw resourceMissing("tax.transaction", id);
    return s;
  }

  private newReference(reader: FormReader): string {
    const reference = reader.nonEmptyString("reference");
    if (!reference) throw missingParam("reference");
    if (this.references.has(reference))
      throw invalidRequest(
        `A transaction with reference ${reference} already exists.`,
        "reference",
        "tax_transaction_reference_duplicate",
      );
    return reference;
  }

  private transaction(
    id: string,
    reader: FormReader,
    reference: string,
    rest: Pick<
      Transaction,
      | "currency"
      | "customer_details"
      | "ship_from_details"
      | "shipping_cost"
      | "tax_date"
      | "type"
      | "reversal"
    >,
  ): Transaction {
    const now = this.clock.now();
    return {
      id,
      object: "tax.transaction",
      created: now,
      customer: null,
      livemode: false,
      metadata: readMetadata(reader),
      posted_at: reader.integer("posted_at") ?? now,
      reference,
      ...rest,
    };
  }

  private store(transaction: Transaction, lines: TransactionLineItem[], reader: FormReader): Transaction {
    this.references.add(transaction.reference);
    const stored = { transaction, lines };
    this.transactions.set(transaction.id, stored);
    return this.view(stored, reader);
  }

  private view(s: Stored, reader?: FormReader): Transaction {
    const expand = reader?.has("expand") ? (reader.stringArray("expand") ?? []) : [];
    const list = objectList(structuredClone(s.lines), `/v1/tax/transactions/${s.transaction.id}/line_items`);
    return {
      ...structuredClone(s.transaction),
      line_items: expand.includes("line_items") ? list : undefined,
    };
  }

  /** What each original line (by id) and the shipping have left to reverse, after earlier reversals. */
  private leftToReverse(original: Stored) {
    const lines = new Map(
      original.lines.map((l) => [l.id, { amount: l.amount, amount_tax: l.amount_tax, line: l }]),
    );
    const ship = {
      amount: original.transaction.shipping_cost?.amount ?? 0,
      amount_tax: original.transaction.shipping_cost?.amount_tax ?? 0,
    };
    for (const s of this.transactions.values()) {
      if (s.transaction.reversal?.original_transaction !== original.transaction.id) continue;
      for (const l of s.lines) {
        const left = l.reversal ? lines.get(l.reversal.original_line_item) : undefined;
        if (left) {
          left.amount += l.amount;
          left.amount_tax += l.amount_tax;
        }
      }
      ship.amount += s.transaction.shipping_cost?.amount ?? 0;
      ship.amount_tax += s.transaction.shipping_cost?.amount_tax ?? 0;
    }
    return { lines, ship };
  }

  private fullLines(original: Stored, left: ReturnType<TaxTransactionService["leftToReverse"]>, id: string) {
    const remaining = [...left.lines.values()].filter((l) => l.amount !== 0 || l.amount_tax !== 0);
    if (remaining.length === 0 && left.ship.amount === 0 && left.ship.amount_tax === 0)
      throw invalidRequest("This transaction has already been fully reversed.", "original_transaction");
    return remaining.map((l, i) =>
      reversalLine(id, i, l.line, -l.amount, -l.amount_tax, l.line.reference, l.line.quantity),
    );
  }

  private partialLines(
    reader: FormReader,
    original: Stored,
    left: ReturnType<TaxTransactionService["leftToReverse"]>,
    id: string,
  ) {
    return objectArray(reader, "line_items").map((r, i) => {
      const originalId = r.nonEmptyString("original_line_item");
      if (!originalId) throw missingParam(r.param("original_line_item"));
      const l = left.lines.get(originalId);
      if (!l) throw resourceMissing("tax.transaction_line_item", originalId, r.param("original_line_item"));
      const amount = r.integer("amount") ?? 0;
      const amountTax = r.integer("amount_tax") ?? 0;
      if (amount > 0 || amountTax > 0)
        throw invalidRequest("Reversal amounts must be negative or zero.", r.param("amount"));
      if (-amount > l.amount || -amountTax > l.amount_tax)
        throw invalidRequest(
          `The reversal exceeds what is left to reverse on line item ${originalId}.`,
          r.param("amount"),
        );
      const reference = r.nonEmptyString("reference");
      if (!reference) throw missingParam(r.param("reference"));
      return reversalLine(
        id,
        i,
        l.line,
        amount,
        amountTax,
        reference,
        r.integer("quantity") ?? l.line.quantity,
      );
    });
  }

  private reversedShipping(
    reader: FormReader,
    mode: string,
    original: Stored,
    left: ReturnType<TaxTransactionService["leftToReverse"]>,
  ): Transaction["shipping_cost"] {
    const base = original.transaction.shipping_cost;
    if (!base) return null;
    if (mode === "full") return { ...base, amount: -left.ship.amount, amount_tax: -left.ship.amount_tax };
    const s = reader.object("shipping_cost");
    if (!s) return null;
    const amount = s.integer("amount") ?? 0;
    const amountTax = s.integer("amount_tax") ?? 0;
    if (-amount > left.ship.amount || -amountTax > left.ship.amount_tax || amount > 0 || amountTax > 0)
      throw invalidRequest("The shipping reversal exceeds what is left to reverse.", "shipping_cost[amount]");
    return { ...base, amount, amount_tax: amountTax };
  }
}

function reversalLine(
  transactionId: string,
  index: number,
  original: TransactionLineItem,
  amount: number,
  amountTax: number,
  reference: string,
  quantity: number,
): TransactionLineItem {
  return {
    ...original,
    id: `tax_li_${transactionId.slice(4, 16)}${String(index).padStart(4, "0")}`,
    amount,
    amount_tax: amountTax,
    quantity,
    reference,
    reversal: { original_line_item: original.id },
    type: "reversal",
  };
}
