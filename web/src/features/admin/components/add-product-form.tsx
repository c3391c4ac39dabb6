import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import type { ProductInput } from "@shop/domain/schemas.js";
import { IMAGE_UPLOAD_UNAVAILABLE, type ImageUploadMode } from "../api/image-upload-mode";
import { EMPTY_PRODUCT_FORM, productFormSchema, type ProductFormValues } from "./product-form-schema";
import { ImageUploadField } from "./image-upload-field";

export type SaveResult = { saved: true } | { saved: false; reason: string };

export interface AddProductFormProps {
  /** "storage": upload a file to Cloud Storage; "url": the admin pastes an image URL. */
  imageMode: ImageUploadMode;
  /** Saves the product. On success the form resets; on failure it keeps the input and shows why. */
  onSave: (input: ProductInput) => Promise<SaveResult>;
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function inputProps(
  registration: UseFormRegisterReturn,
  ids: { id: string; describedBy: string | undefined },
  invalid: boolean,
) {
  return { ...registration, id: ids.id, "aria-describedby": ids.describedBy, "aria-invalid": invalid };
}

/** Spec §2 Add Product: name, description, minimum order, available quantity, price, image. */
export function AddProductForm({ imageMode, onSave }: AddProductFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: EMPTY_PRODUCT_FORM,
  });
  const [uploading, setUploading] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const [saveError, setSaveError] = useState("");
  // Ready for the next product: focus returns to the first field after a successful save.
  useEffect(() => {
    if (resetCount > 0) setFocus("name");
  }, [resetCount, setFocus]);
  const imageUrl = useWatch({ control, name: "image" });

  const submit = handleSubmit(async (input) => {
    setSaveError("");
    const result = await onSave(input);
    if (result.saved) {
      reset(EMPTY_PRODUCT_FORM);
      setResetCount((n) => n + 1);
    } else {
      setSaveError(result.reason);
    }
  });

  return (
    <form className="form admin-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Add a product">
      <Field label="Name" error={errors.name?.message}>
        {(ids) => (
          <input type="text" autoComplete="off" {...inputProps(register("name"), ids, !!errors.name)} />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(ids) => <textarea rows={4} {...inputProps(register("description"), ids, !!errors.description)} />}
      </Field>
      <div className="admin-form__row">
        <Field label="Minimum order quantity" error={errors.minimumOrder?.message}>
          {(ids) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...inputProps(register("minimumOrder"), ids, !!errors.minimumOrder)}
            />
          )}
        </Field>
        <Field label="Available quantity" error={errors.availableOrder?.message}>
          {(ids) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...inputProps(register("availableOrder"), ids, !!errors.availableOrder)}
            />
          )}
        </Field>
      </div>
      <Field label="Price ($)" error={errors.price?.message}>
        {(ids) => (
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="49.99"
            {...inputProps(register("price"), ids, !!errors.price)}
          />
        )}
      </Field>
      {imageMode === "url" ? (
        <Field label="Image URL" error={errors.image?.message} hint={IMAGE_UPLOAD_UNAVAILABLE}>
          {(ids) => (
            <input
              type="text"
              inputMode="url"
              autoComplete="off"
              placeholder="/images/products/tripod.svg or https://…"
              {...inputProps(register("image"), ids, !!errors.image)}
            />
          )}
        </Field>
      ) : (
        <ImageUploadField
          key={resetCount}
          error={errors.image?.message}
          imageUrl={imageUrl}
          onUploading={setUploading}
          onUploaded={(url) => setValue("image", url, { shouldValidate: true, shouldDirty: true })}
        />
      )}
      {saveError && (
        <p className="form-error" role="alert">
          {saveError}
        </p>
      )}
      <button className="btn" type="submit" disabled={isSubmitting || uploading}>
        {isSubmitting ? "Adding…" : "Add Product"}
      </button>
    </form>
  );
}
