import { useMemo } from "react";
import type { FieldErrors, FieldPath, UseFormRegister } from "react-hook-form";
import { z } from "zod";
import {
  checkPhone,
  countryOptions,
  deliveryFields,
  postalAddressSchema,
  regionsOf,
  taxIdSchema,
  type Locale,
  type PostalAddress,
} from "@shop/domain";
import { Field } from "@/components/ui/fields/field";
import { useMessages } from "@/lib/i18n/use-messages";
import { addressCatalogue } from "./messages/catalogue";

/**
 * Where an order goes and whom to call (issue 31): a postal address checked for its country, the
 * phone for that country, and a business buyer's optional VAT or tax ID.
 */
export const contactSchema = z
  .object({ address: postalAddressSchema, phone: deliveryFields.phone, taxId: taxIdSchema.optional() })
  .superRefine(checkPhone);
export type ContactValues = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

/** The shop's own country first in the form (the spec's buyers). */
export const SHOP_COUNTRY = "US";

/** The customer's last address and phone as their profile keeps them (GET /users/me). */
export interface SavedContact {
  address?: PostalAddress | undefined;
  phone?: string | undefined;
}

/** The fieldset's values: empty in the shop's country, or filled with the profile's last address. */
export const emptyContact = (saved: SavedContact = {}): ContactValues => ({
  address: {
    name: "",
    line1: "",
    line2: "",
    city: "",
    region: "",
    postalCode: "",
    country: SHOP_COUNTRY,
    ...saved.address,
  },
  phone: saved.phone ?? "",
  taxId: "",
});

/** The countries to choose from, named in the page's language (English: @shop/domain's names). */
function countriesIn(locale: Locale): { code: string; name: string }[] {
  const english = countryOptions();
  if (locale === "en") return english;
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return english
    .map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A form that holds the contact fields (and maybe more: the purchase page's quantity). */
type Registered<T extends ContactValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<ContactValues>;
};

/**
 * The Address fieldset of the purchase page, the cart and the profile: Full name, Address line 1 and 2, City,
 * State / region (where the country has them), Postal code, Country and Phone, and the VAT or tax ID.
 */
export function ContactFields<T extends ContactValues>({
  register: registerField,
  errors,
  country,
  withTaxId = true,
}: Registered<T> & { country: string; withTaxId?: boolean }) {
  const register = (name: FieldPath<ContactValues>) => registerField(name as FieldPath<T>);
  const { t, locale } = useMessages(addressCatalogue);
  const countries = useMemo(() => countriesIn(locale), [locale]);
  const regions = regionsOf(country);
  const a = errors.address;
  return (
    <fieldset className="address-fields">
      <legend>{t("address.legend")}</legend>
      <Field
        label={t("address.name")}
        autoComplete="shipping name"
        error={a?.name?.message}
        {...register("address.name")}
      />
      <Field
        label={t("address.line1")}
        autoComplete="shipping address-line1"
        error={a?.line1?.message}
        {...register("address.line1")}
      />
      <Field
        label={t("address.line2")}
        autoComplete="shipping address-line2"
        error={a?.line2?.message}
        {...register("address.line2")}
      />
      <Field
        label={t("address.city")}
        autoComplete="shipping address-level2"
        error={a?.city?.message}
        {...register("address.city")}
      />
      {regions && (
        <SelectField
          label={t("address.region")}
          error={a?.region?.message}
          autoComplete="shipping address-level1"
          {...register("address.region")}
        >
          <option value="">{t("address.choose")}</option>
          {regions.map(([name, code]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      <Field
        label={t("address.postalCode")}
        autoComplete="shipping postal-code"
        error={a?.postalCode?.message}
        {...register("address.postalCode")}
      />
      <SelectField
        label={t("address.country")}
        error={a?.country?.message}
        autoComplete="shipping country"
        {...register("address.country")}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t("address.phone")}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
      {withTaxId && (
        <Field
          label={t("address.taxId")}
          autoComplete="off"
          error={errors.taxId?.message}
          {...register("taxId")}
        />
      )}
    </fieldset>
  );
}

type SelectProps = React.ComponentProps<"select"> & { label: string; error?: string | undefined };

/** A labelled select with its message (the Field's wiring for a select). */
function SelectField({ label, error, children, ...select }: SelectProps) {
  const id = `select-${String(select.name).replace(/\W/g, "-")}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
