import type { ProductAnswer } from "@shop/domain";
import { FormProvider, useFieldArray, useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "react-toastify";
import { Field } from "@/components/ui/fields/field";
import { ApiError } from "@/lib/api/api-client";
import { useSetProductVariants } from "../../api/products/set-product-variants";
import { useSetVariantStocks } from "../../api/products/set-variant-stock";
import { VariantRowFields } from "./variant-row-fields";
import {
  conflictingRow,
  MAX_OPTIONS,
  rowsForOptions,
  toForm,
  toRequests,
  type VariantsFormValues,
} from "./variants-form";

export interface VariantsEditorProps {
  product: ProductAnswer;
  formId: string;
  /** Saved: the caller closes the editor. */
  onSaved: () => void;
}

/**
 * Manage Product's options and variants editor (issue 48): options (at most three) with their
 * values, a row per combination (Make the rows), each with SKU, prices, stock, sold and a bundle's
 * parts. Save sends the options and variants (PUT …/variants), then each edited stock (PATCH
 * …/stock with its variant); a SKU another product uses is shown at its field.
 */
export function VariantsEditor({ product, formId, onSaved }: VariantsEditorProps) {
  const form = useForm<VariantsFormValues>({ defaultValues: toForm(product) });
  const options = useFieldArray({ control: form.control, name: "options" });
  const variants = useFieldArray({ control: form.control, name: "variants" });
  const save = useSave(product, form, onSaved);
  const remake = () =>
    variants.replace(rowsForOptions(form.getValues("options"), form.getValues("variants")));
  const formError = form.formState.errors.root?.message;
  return (
    <FormProvider {...form}>
      <form
        id={formId}
        className="form admin-modal-form variants-editor"
        noValidate
        onSubmit={(e) => void form.handleSubmit(save)(e)}
      >
        <fieldset>
          <legend>Options</legend>
          {options.fields.map((o, i) => (
            <div key={o.id} className="variants-editor__option">
              <Field
                label={`Option ${i + 1} name`}
                autoComplete="off"
                {...form.register(`options.${i}.name`)}
              />
              <Field
                label={`Option ${i + 1} values`}
                hint="Separated by commas, like Black, White"
                autoComplete="off"
                {...form.register(`options.${i}.values`)}
              />
              <button type="button" className="btn btn--ghost btn--small" onClick={() => options.remove(i)}>
                Remove option {i + 1}
              </button>
            </div>
          ))}
          {options.fields.length < MAX_OPTIONS && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => options.append({ name: "", values: "" })}
            >
              Add an option
            </button>
          )}
          <button type="button" className="btn btn--small" onClick={remake}>
            Make a row for each combination
          </button>
        </fieldset>
        {variants.fields.map((v, i) => (
          <VariantRowFields key={v.id} index={i} />
        ))}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </FormProvider>
  );
}

/** The submit: checks, PUT, then the edited stocks; a toast when saved, the refusal at its field. */
function useSave(product: ProductAnswer, form: UseFormReturn<VariantsFormValues>, onSaved: () => void) {
  const setVariants = useSetProductVariants();
  const setStocks = useSetVariantStocks();
  return async (values: VariantsFormValues) => {
    const requests = toRequests(product._id, values, product);
    if ("errors" in requests) {
      for (const [key, message] of Object.entries(requests.errors))
        form.setError(key === "form" ? "root" : (key as `variants.${number}.sku`), { message });
      return;
    }
    try {
      await setVariants.mutateAsync({ id: product._id, variants: requests.input });
      await setStocks.mutateAsync(requests.stock);
      toast.success(`${product.name}: variants saved`);
      onSaved();
    } catch (error) {
      const message = error instanceof Error ? error.message : "The variants could not be saved";
      if (error instanceof ApiError && error.status === 409)
        form.setError(`variants.${conflictingRow(values, product)}.sku`, { message });
      else form.setError("root", { message });
    }
  };
}
