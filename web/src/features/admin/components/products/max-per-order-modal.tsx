import { Field } from "@/components/ui/fields/field";
import { useId, useState, type FormEvent } from "react";
import {
  MAX_BELOW_MINIMUM_MESSAGE,
  productSettingsSchema,
  type Product,
  type ProductSettings,
  type WithId,
} from "@shop/domain";
import { Modal } from "@/components/ui/modal";

interface MaxPerOrderModalProps {
  product: WithId<Product> | null;
  busy: boolean;
  onClose: () => void;
  onSave: (product: WithId<Product>, settings: ProductSettings) => void;
}

/** Manage Product: sets or removes a product's 'Maximum per order' (empty: no maximum). */
export function MaxPerOrderModal({ product, busy, onClose, onSave }: MaxPerOrderModalProps) {
  const formId = useId();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState("");
  const value = text ?? (product?.maxPerOrder === undefined ? "" : String(product.maxPerOrder));

  function close() {
    setText(null);
    setError("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    const typed = value.trim();
    const parsed = productSettingsSchema.safeParse({ maxPerOrder: typed === "" ? null : Number(typed) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the maximum");
      return;
    }
    const { maxPerOrder = null } = parsed.data;
    if (maxPerOrder !== null && maxPerOrder <= product.minimumOrder) {
      setError(MAX_BELOW_MINIMUM_MESSAGE);
      return;
    }
    setError("");
    setText(null);
    onSave(product, parsed.data);
  }

  return (
    <Modal
      open={product !== null}
      title="Maximum per order"
      onClose={close}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={close}>
            Close
          </button>
        </>
      }
    >
      {product && <p>The most pieces of {product.name} one order may hold. Leave it empty for no maximum.</p>}
      <form id={formId} className="form admin-modal-form" noValidate onSubmit={submit}>
        <Field
          label="Maximum per order"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={error || undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
    </Modal>
  );
}
