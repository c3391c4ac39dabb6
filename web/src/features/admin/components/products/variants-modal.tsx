import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useProductVariants } from "../../api/products/get-product-variants";
import { SAVE_VARIANTS_KEY } from "../../api/products/set-product-variants";
import { VariantsEditor } from "./variants-editor";

interface VariantsModalProps {
  product: { _id: string; name: string } | null;
  onClose: () => void;
}

/** Manage Product: a product's options and variants (loaded with their exact stock when opened). */
export function VariantsModal({ product, onClose }: VariantsModalProps) {
  const formId = useId();
  const loaded = useProductVariants(product?._id ?? null);
  const saving = useIsMutating({ mutationKey: SAVE_VARIANTS_KEY }) > 0;
  return (
    <Modal
      open={product !== null}
      title={product ? `Variants of ${product.name}` : "Variants"}
      onClose={onClose}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={!loaded.data || saving}>
            {saving ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {loaded.isPending && <Spinner label="Loading the variants" />}
      {loaded.error && (
        <p className="form-error" role="alert">
          {loaded.error.message}
        </p>
      )}
      {loaded.data && <VariantsEditor product={loaded.data} formId={formId} onSaved={onClose} />}
    </Modal>
  );
}
