import type { ProductVariant } from "@shop/domain";
import { useId } from "react";
import { unavailableReason, variantWith, type VariantProduct } from "./variant-choice";

export interface VariantPickerProps {
  product: VariantProduct;
  current: ProductVariant;
  /** A value was picked: the variant it shows. */
  onChoose: (variant: ProductVariant) => void;
}

/**
 * One radio group per option (a fieldset with its legend, native radios: arrow keys move within a
 * group, screen readers name the group and the value). A value whose combination with the other
 * chosen values is not offered, not sold or sold out is disabled and says why.
 */
export function VariantPicker({ product, current, onChoose }: VariantPickerProps) {
  const id = useId();
  return (
    <div className="variant-picker">
      {product.options.map((option, i) => (
        <fieldset key={option.name} className="variant-picker__option">
          <legend>{option.name}</legend>
          {option.values.map((value) => {
            const checked = current.optionValues[option.name] === value;
            const target = variantWith(product, current, option.name, value);
            const reason = checked ? null : unavailableReason(target, product.minimumOrder);
            return (
              <label key={value} className="variant-picker__value">
                <input
                  type="radio"
                  name={`${id}-option-${i}`}
                  value={value}
                  checked={checked}
                  disabled={reason !== null}
                  onChange={() => target && onChoose(target)}
                />
                <span>{value}</span>
                {reason && <span className="variant-picker__reason"> ({reason})</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
