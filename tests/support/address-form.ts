/** Filling the Address fieldset of the purchase page and the cart (issue 31) as a buyer would. */
import type { Page } from "playwright-core";

export interface FormAddress {
  name: string;
  line1: string;
  city: string;
  /** The state's code where the country has states (the select's value). */
  region?: string;
  postalCode: string;
  /** ISO code (the Country select's value). */
  country: string;
  phone: string;
}

/** A buyer in Austin, Texas: US shipping, no tax (the shop is not registered in Texas). */
export const TEXAS_BUYER: FormAddress = {
  name: "Test Buyer",
  line1: "1 Test Street",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  phone: "+1 512 555 0100",
};

/** Country first (it decides whether there is a State / region), then the rest of the fieldset. */
export async function fillAddress(page: Page, a: Partial<FormAddress> = {}): Promise<void> {
  const v = { ...TEXAS_BUYER, ...a };
  await page.getByLabel("Country").selectOption(v.country);
  await page.getByLabel("Full name").fill(v.name);
  await page.getByLabel("Address line 1").fill(v.line1);
  await page.getByLabel("City").fill(v.city);
  if (v.region) await page.getByLabel("State / region").selectOption(v.region);
  await page.getByLabel("Postal code").fill(v.postalCode);
  await page.getByLabel("Phone").fill(v.phone);
}
