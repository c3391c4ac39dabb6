import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { CheckField, Field } from "@/components/ui/fields/field";
import { comboName, emptyPart, type VariantsFormValues } from "./variants-form";

const CURRENCY_LABELS = { usd: "Price ($)", eur: "Price (€)", gbp: "Price (£)" } as const;

/** One combination's row: SKU, prices, stock, sold, and whether it is a bundle (with its parts). */
export function VariantRowFields({ index }: { index: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VariantsFormValues>();
  const row = useWatch({ control, name: `variants.${index}` });
  const name = comboName(row);
  const rowErrors = errors.variants?.[index];
  return (
    <fieldset className="variant-row">
      <legend>{name}</legend>
      <Field
        label="SKU"
        autoComplete="off"
        error={rowErrors?.sku?.message}
        {...register(`variants.${index}.sku`)}
      />
      {(["usd", "eur", "gbp"] as const).map((c) => (
        <Field
          key={c}
          label={CURRENCY_LABELS[c]}
          inputMode="decimal"
          autoComplete="off"
          error={rowErrors?.[c]?.message}
          {...register(`variants.${index}.${c}`)}
        />
      ))}
      {!row.bundle && (
        <Field
          label="Stock"
          inputMode="numeric"
          autoComplete="off"
          error={rowErrors?.stock?.message}
          {...register(`variants.${index}.stock`)}
        />
      )}
      <CheckField label="Sold" {...register(`variants.${index}.sold`)} />
      <CheckField label="Bundle of other variants" {...register(`variants.${index}.bundle`)} />
      {row.bundle && <PartsFields index={index} name={name} />}
    </fieldset>
  );
}

/** A bundle's parts: a variant (its product's id and the variant's id) and a quantity each. */
function PartsFields({ index, name }: { index: number; name: string }) {
  const { register, control } = useFormContext<VariantsFormValues>();
  const parts = useFieldArray({ control, name: `variants.${index}.parts` });
  return (
    <div className="variant-row__parts" role="group" aria-label={`Parts of ${name}`}>
      {parts.fields.map((part, p) => (
        <div key={part.id} className="variant-row__part">
          <Field
            label={`Part ${p + 1}: product id`}
            autoComplete="off"
            {...register(`variants.${index}.parts.${p}.productId`)}
          />
          <Field
            label={`Part ${p + 1}: variant id`}
            autoComplete="off"
            {...register(`variants.${index}.parts.${p}.variantId`)}
          />
          <Field
            label={`Part ${p + 1}: quantity`}
            inputMode="numeric"
            {...register(`variants.${index}.parts.${p}.quantity`)}
          />
          <button type="button" className="btn btn--ghost btn--small" onClick={() => parts.remove(p)}>
            Remove part {p + 1}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => parts.append(emptyPart())}>
        Add a part
      </button>
    </div>
  );
}
