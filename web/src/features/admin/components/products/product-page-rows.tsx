import type { ProductPhoto, ProductSpecification } from "@shop/domain";
import { ImageUploadField } from "@/components/ui/fields/image-upload-field";
import { uploadProductImage } from "../../api/products/upload-product-image";

/** `list` with item `i` moved by `by` places (kept inside the list). */
function moved<T>(list: T[], i: number, by: number): T[] {
  const j = Math.min(list.length - 1, Math.max(0, i + by));
  const next = [...list];
  const [item] = next.splice(i, 1);
  if (item !== undefined) next.splice(j, 0, item);
  return next;
}

interface PhotoRowsProps {
  photos: ProductPhoto[];
  productName: string;
  onChange: (photos: ProductPhoto[]) => void;
  onUploading: (uploading: boolean) => void;
}

/** The page's photos in order (the first is the card's image), each with its alt text; uploads add one. */
export function PhotoRows({ photos, productName, onChange, onUploading }: PhotoRowsProps) {
  const set = (i: number, alt: string) => onChange(photos.map((p, j) => (j === i ? { ...p, alt } : p)));
  return (
    <fieldset className="page-rows">
      <legend>Photos (the first is the shop card's image)</legend>
      <ol className="page-rows__list">
        {photos.map((photo, i) => (
          <li key={`${i}:${photo.url}`} className="page-rows__row">
            <img src={photo.url} alt="" width={64} height={48} />
            <label>
              Alt text of photo {i + 1}
              <input type="text" value={photo.alt} onChange={(e) => set(i, e.target.value)} />
            </label>
            <span className="page-rows__buttons">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={i === 0}
                onClick={() => onChange(moved(photos, i, -1))}
                aria-label={`Move photo ${i + 1} up`}
              >
                Up
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={i === photos.length - 1}
                onClick={() => onChange(moved(photos, i, 1))}
                aria-label={`Move photo ${i + 1} down`}
              >
                Down
              </button>
              <button
                type="button"
                className="btn btn--danger btn--small"
                disabled={photos.length === 1}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                aria-label={`Remove photo ${i + 1}`}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <ImageUploadField
        label="Add a photo"
        upload={uploadProductImage}
        onUploading={onUploading}
        onUploaded={(url) => onChange([...photos, { url, alt: productName }])}
      />
    </fieldset>
  );
}

/** The Specifications table's rows: a label and a value each. */
export function SpecificationRows({
  rows,
  onChange,
}: {
  rows: ProductSpecification[];
  onChange: (rows: ProductSpecification[]) => void;
}) {
  const set = (i: number, row: Partial<ProductSpecification>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <fieldset className="page-rows">
      <legend>Specifications</legend>
      <ol className="page-rows__list">
        {rows.map((row, i) => (
          <li key={i} className="page-rows__row">
            <label>
              Label {i + 1}
              <input type="text" value={row.label} onChange={(e) => set(i, { label: e.target.value })} />
            </label>
            <label>
              Value {i + 1}
              <input type="text" value={row.value} onChange={(e) => set(i, { value: e.target.value })} />
            </label>
            <button
              type="button"
              className="btn btn--danger btn--small"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              aria-label={`Remove specification ${i + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onChange([...rows, { label: "", value: "" }])}
      >
        Add a specification
      </button>
    </fieldset>
  );
}
