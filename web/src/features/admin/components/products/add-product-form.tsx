import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ProductInput } from "@shop/domain";
import { Field, TextAreaField } from "@/components/ui/fields/field";
import { ImageUploadField } from "@/components/ui/fields/image-upload-field";
import { IMAGE_UPLOAD_UNAVAILABLE, type ImageUploadMode } from "@/lib/forms/image-upload";
import { uploadProductImage } from "../../api/products/upload-product-image";
import { EMPTY_PRODUCT_FORM, productFormSchema, type ProductFormValues } from "./product-form-schema";

export type SaveResult = { saved: true } | { saved: false; reason: string };

export interface AddProductFormProps {
  /** "storage": upload a file to Cloud Storage or paste a URL; "url": paste a URL only. */
  imageMode: ImageUploadMode;
  /** Saves the product. On success the form resets; on failure it keeps the input and shows why. */
  onSave: (input: ProductInput) => Promise<SaveResult>;
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
      <Field label="Name" type="text" autoComplete="off" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register("description")}
      />
      <div className="admin-form__row">
        <Field
          label="Minimum order quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          error={errors.minimumOrder?.message}
          {...register("minimumOrder")}
        />
        <Field
          label="Available quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          error={errors.availableOrder?.message}
          {...register("availableOrder")}
        />
      </div>
      <Field
        label="Maximum per order"
        hint="Optional: the most pieces one order may hold. Empty: no maximum."
        type="text"
        inputMode="numeric"
        autoComplete="off"
        error={errors.maxPerOrder?.message}
        {...register("maxPerOrder")}
      />
      <Field
        label="Low stock alert at"
        hint="The shop is mailed once when the stock falls to this number or below"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        error={errors.lowStockThreshold?.message}
        {...register("lowStockThreshold")}
      />
      <Field
        label="Price ($)"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="49.99"
        error={errors.price?.message}
        {...register("price")}
      />
      <Field
        label="Price in euros (€, VAT included)"
        hint="Optional: without it the product is not sold in euros"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="46.99"
        error={errors.priceEur?.message}
        {...register("priceEur")}
      />
      <Field
        label="Price in pounds (£, VAT included)"
        hint="Optional: without it the product is not sold in pounds"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="39.99"
        error={errors.priceGbp?.message}
        {...register("priceGbp")}
      />
      {imageMode === "storage" && (
        <ImageUploadField
          key={resetCount}
          label="Image"
          hint="PNG, JPEG, WebP, GIF or AVIF, smaller than 5 MB"
          upload={uploadProductImage}
          onUploading={setUploading}
          onUploaded={(url) => setValue("image", url, { shouldValidate: true, shouldDirty: true })}
          preview={{ url: /^(https?:\/\/|\/)/.test(imageUrl) ? imageUrl : "", alt: "Uploaded product" }}
        />
      )}
      <Field
        label="Image URL"
        hint={imageMode === "storage" ? "Or paste a link to an image" : IMAGE_UPLOAD_UNAVAILABLE}
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="/images/products/tripod.svg or https://…"
        error={errors.image?.message}
        {...register("image")}
      />
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
