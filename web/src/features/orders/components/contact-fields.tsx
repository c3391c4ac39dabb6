import type { UseFormRegisterReturn } from "react-hook-form";
import { purchaseInputSchema } from "@shop/domain";
import { Field } from "@/components/ui/field";

/** Where an order goes and whom to call: the one form of it (issue 31 will give the address its parts). */
export const contactSchema = purchaseInputSchema.pick({ address: true, phone: true });
export type Contact = { address: string; phone: string };

/**
 * The address and phone of a checkout, on the purchase page and in the cart: react-hook-form's
 * `register("address")` / `register("phone")` and their messages.
 */
export function ContactFields({
  address,
  phone,
  errors,
}: {
  address: UseFormRegisterReturn<"address">;
  phone: UseFormRegisterReturn<"phone">;
  errors: { address?: string | undefined; phone?: string | undefined };
}) {
  return (
    <>
      <Field label="Address" autoComplete="street-address" error={errors.address} {...address} />
      <Field label="Phone" type="tel" autoComplete="tel" error={errors.phone} {...phone} />
    </>
  );
}
