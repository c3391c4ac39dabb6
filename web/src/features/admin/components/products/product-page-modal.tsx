import { useId, useState, type FormEvent } from "react";
import {
  productPageInputSchema,
  slugFromName,
  type Product,
  type ProductPageInput,
  type WithId,
} from "@shop/domain";
import { Modal } from "@/components/ui/modal";
import { PhotoRows, SpecificationRows } from "./product-page-rows";

interface ProductPageModalProps {
  product: WithId<Product> | null;
  busy: boolean;
  onClose: () => void;
  onSave: (product: WithId<Product>, page: ProductPageInput) => void;
}

/** The page fields as the product has them now (its image alone when it has no photos yet). */
function pageOf(p: WithId<Product>): Required<ProductPageInput> {
  return {
    slug: p.slug ?? slugFromName(p.name),
    photos: p.photos?.length ? p.photos : [{ url: p.image, alt: p.name }],
    specifications: p.specifications ?? [],
    seoTitle: p.seoTitle ?? "",
    seoDescription: p.seoDescription ?? "",
  };
}

/**
 * Manage Product: a product's page — its address (a former one answers 301 to the new one), photos
 * in order with alt text, specifications, and the title and description search engines show.
 */
export function ProductPageModal({ product, busy, onClose, onSave }: ProductPageModalProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Required<ProductPageInput> | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState("");
  const page = draft ?? (product ? pageOf(product) : null);
  const change = (part: Partial<ProductPageInput>) => page && setDraft({ ...page, ...part });

  function close() {
    setDraft(null);
    setError("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || !page) return;
    const parsed = productPageInputSchema.safeParse(page);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the page's fields");
      return;
    }
    setError("");
    onSave(product, parsed.data);
  }

  const field = (name: "slug" | "seoTitle" | "seoDescription", label: string, hint?: string) => (
    <>
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      {hint && <p className="field__hint">{hint}</p>}
      <input
        id={`${formId}-${name}`}
        type="text"
        autoComplete="off"
        value={page?.[name] ?? ""}
        onChange={(e) => change({ [name]: e.target.value })}
      />
    </>
  );

  return (
    <Modal
      open={product !== null}
      title="Product page"
      onClose={close}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={busy || uploading}>
            {busy ? "Saving…" : "Save"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={close}>
            Close
          </button>
        </>
      }
    >
      {product && page && (
        <form id={formId} className="admin-modal-form" noValidate onSubmit={submit}>
          {field(
            "slug",
            "Page address",
            `/shop/${page.slug}: the former address answers 301 to the new one.`,
          )}
          {field("seoTitle", "SEO title", "Shown by search engines; the product's name when empty.")}
          {field("seoDescription", "SEO description")}
          <PhotoRows
            photos={page.photos}
            productName={product.name}
            onChange={(photos) => change({ photos })}
            onUploading={setUploading}
          />
          <SpecificationRows
            rows={page.specifications}
            onChange={(specifications) => change({ specifications })}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
