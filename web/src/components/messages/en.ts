/** The Address fieldset's words in English: today's texts. */
export const messages = {
  "address.legend": "Address",
  "address.name": "Full name",
  "address.line1": "Address line 1",
  "address.line2": "Address line 2",
  "address.city": "City",
  "address.region": "State / region",
  "address.choose": "Choose…",
  "address.postalCode": "Postal code",
  "address.country": "Country",
  "address.phone": "Phone",
  "address.taxId": "VAT or tax ID (businesses, optional)",
};

export type AddressKey = keyof typeof messages;
export type Messages = Record<AddressKey, string>;
