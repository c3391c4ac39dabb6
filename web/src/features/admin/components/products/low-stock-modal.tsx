import { useState } from "react";
import {
  LOW_STOCK_THRESHOLD_MESSAGE,
  lowStockThresholdOf,
  lowStockThresholdSchema,
  type Product,
  type WithId,
} from "@shop/domain";
import { Field } from "@/components/ui/fields/field";
import { Modal } from "@/components/ui/modal";

interface LowStockModalProps {
  product: WithId<Product> | null;
  busy: boolean;
  onClose: () => void;
  onSave: (product: WithId<Product>, threshold: number) => void;
}

/** Changes a product's low-stock threshold (Manage Product). Render it with `key` = the product's id. */
export function LowStockModal({ product, busy, onClose, onSave }: LowStockModalProps) {
  const [text, setText] = useState(() => (product ? String(lowStockThresholdOf(product)) : ""));
  const [error, setError] = useState("");

  function save() {
    if (!product) return;
    const parsed = lowStockThresholdSchema.safeParse(/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
    if (!parsed.success) {
      setError(LOW_STOCK_THRESHOLD_MESSAGE);
      return;
    }
    onSave(product, parsed.data);
  }

  return (
    <Modal
      open={product !== null}
      title="Low stock alert"
      onClose={onClose}
      actions={
        <>
          <button className="btn" type="button" disabled={busy} onClick={save}>
            {busy ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p>The shop is mailed once when {product?.name} falls to this number of pieces or below.</p>
      <Field
        label="Low stock alert at"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error || undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError("");
        }}
      />
    </Modal>
  );
}
