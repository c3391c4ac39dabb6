import { useId, useState, type FormEvent } from "react";
import {
  CURRENCIES,
  parseDollarsToCents,
  pricesOf,
  productSettingsSchema,
  type Currency,
  type PricesChange,
  type Product,
  type ProductSettings,
  type WithId,
} from "@shop/domain";
import { Field } from "@/components/ui/fields/field";
import { Modal } from "@/components/ui/modal";

interface PricesModalProps {
  product: WithId<Product> | null;
  busy: boolean;
  onClose: () => void;
  onSave: (product: WithId<Product>, settings: ProductSettings) => void;
}

const LABELS: Record<Currency, string> = {
  usd: "Price ($)",
  eur: "Price in euros (€, VAT included)",
  gbp: "Price in pounds (£, VAT included)",
};
const NAMES: Record<Currency, string> = { usd: "dollars", eur: "euros", gbp: "pounds" };

const asText = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));

/** What was typed as a change of the price list (empty EUR or GBP: no longer sold in it), or the first problem. */
function typedPrices(typed: Record<Currency, string>): { change: PricesChange } | { error: string } {
  const change: PricesChange = {};
  for (const c of CURRENCIES) {
    const text = typed[c].trim();
    if (text === "" && c !== "usd") {
      change[c] = null;
      continue;
    }
    const cents = parseDollarsToCents(text);
    if (cents === null || cents <= 0) return { error: `Enter the price in ${NAMES[c]}, like 49.99` };
    change[c] = cents;
  }
  return { change };
}

/** Manage Product: the product's price in dollars, euros and pounds (empty EUR or GBP: not sold in it). */
export function PricesModal({ product, busy, onClose, onSave }: PricesModalProps) {
  const formId = useId();
  const list = product ? pricesOf(product) : { usd: 0 };
  const [typed, setTyped] = useState<Record<Currency, string>>({
    usd: product ? asText(list.usd) : "",
    eur: asText(list.eur),
    gbp: asText(list.gbp),
  });
  const [error, setError] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    const result = typedPrices(typed);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    const parsed = productSettingsSchema.safeParse({ prices: result.change });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the prices");
      return;
    }
    setError("");
    onSave(product, parsed.data);
  }

  return (
    <Modal
      open={product !== null}
      title="Prices"
      onClose={onClose}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {product && (
        <p>
          What {product.name} costs in each currency. Leave euros or pounds empty to stop selling it in that
          currency.
        </p>
      )}
      <form id={formId} className="form admin-modal-form" noValidate onSubmit={submit}>
        {CURRENCIES.map((c) => (
          <Field
            key={c}
            label={LABELS[c]}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed[c]}
            onChange={(e) => setTyped({ ...typed, [c]: e.target.value })}
          />
        ))}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
