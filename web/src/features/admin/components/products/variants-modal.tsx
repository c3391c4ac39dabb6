import { useId } from "react";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useProductVariants } from "../../api/products/get-product-variants";
import { VariantsEditor } from "./variants-editor";

interface VariantsModalProps {
  product: { _id: string; name: string } | null;
  onClose: () => void;
}

/** Manage Product: a product's options and variants (loaded with their exact stock when opened). */
export function VariantsModal({ product, onClose }: VariantsModalProps) {
  const formId = useId();
  const loaded = useProductVariants(product?._id ?? null);
  return (
    <Modal
      open={product !== null}
      title={product ? `Variants of ${product.name}` : "Variants"}
      onClose={onClose}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={!loaded.data}>
            Save
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
