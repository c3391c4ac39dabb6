/**
 * "Your rating": the five-star control of a react-hook-form form (its `star` field), in a fieldset
 * with its legend and validation message — the shop-wide review and the product review share it.
 */
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { StarsInput } from "../stars";

interface StarRatingFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  error?: string | undefined;
}

export function StarRatingField<T extends FieldValues>({ control, name, error }: StarRatingFieldProps<T>) {
  return (
    <fieldset className="star-rating-field">
      <legend>Your rating</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <StarsInput value={Number(field.value)} onChange={field.onChange} label="Your rating" />
        )}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
