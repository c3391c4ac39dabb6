/** The card form's countries, and the postal-code field each needs (Stripe asks for it in these three). */
export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["CA", "Canada"],
  ["DK", "Denmark"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["IE", "Ireland"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
  ["NO", "Norway"],
  ["SG", "Singapore"],
  ["ES", "Spain"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["GB", "United Kingdom"],
  ["US", "United States"],
];
export const POSTAL_LABELS: Readonly<Record<string, string>> = {
  US: "ZIP code",
  CA: "Postal code",
  GB: "Postal code",
};
