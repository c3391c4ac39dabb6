import { describe, expect, it } from "vitest";
import { countryName, formatAddress, postalAddressSchema, regionsOf } from "./address.js";
import { orderInputSchema } from "../order/input.js";
import { purchaseOrderInputSchema } from "../order/input.js";
import { destinationOf, stripeTaxIdType, taxIdSchema } from "./delivery.js";

const berlin = {
  name: "Erika Mustermann",
  line1: "Invalidenstraße 116",
  city: "Berlin",
  postalCode: "10115",
  country: "de",
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("postal addresses", () => {
  it("names countries in English from the platform", () => {
    expect(countryName("BR")).toBe("Brazil");
    expect(countryName("DE")).toBe("Germany");
  });

  it("accepts a Berlin address, upper-cases the country and drops an empty line 2", () => {
    const parsed = postalAddressSchema.parse({ ...berlin, line2: " " });
    expect(parsed).toEqual({ ...berlin, country: "DE" });
    expect(formatAddress(parsed)).toBe("Invalidenstraße 116, 10115 Berlin, Germany");
  });

  it("refuses a postal code that is not one of the country's, naming the country", () => {
    const r = postalAddressSchema.safeParse({ ...berlin, postalCode: "1234" });
    expect(firstMessage(r)).toBe("Please enter a valid postal code for Germany");
    expect(r.error?.issues[0]?.path).toEqual(["postalCode"]);
  });

  it("asks for a state in the US, Canada and Australia (their own codes)", () => {
    const texas = { name: "A B", line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" };
    expect(firstMessage(postalAddressSchema.safeParse(texas))).toBe(
      "Please choose a state or region of United States",
    );
    expect(postalAddressSchema.safeParse({ ...texas, region: "tx" }).data?.region).toBe("TX");
    expect(regionsOf("CA")?.some(([, code]) => code === "ON")).toBe(true);
    expect(regionsOf("DE")).toBeNull();
  });
});

describe("an order's destination", () => {
  const items = [{ productId: "p1", quantity: 1 }];

  it("checks the phone for the address's country", () => {
    const r = orderInputSchema.safeParse({ items, address: berlin, phone: "12" });
    expect(firstMessage(r)).toBe("Please enter a valid phone number");
    expect(orderInputSchema.safeParse({ items, address: berlin, phone: "+49 30 901820" }).success).toBe(true);
  });

  it("keeps the spec's one-line address with its phone check, read in the shop's country", () => {
    const body = {
      productId: "p1",
      quantity: 2,
      address: "12 Main St, Springfield, IL 62701",
      phone: "+1 555 0100",
    };
    const parsed = purchaseOrderInputSchema.parse(body);
    expect(parsed.address).toBe("12 Main St, Springfield, IL 62701");
    expect(destinationOf(parsed.address, "Ann", "US")).toEqual({
      name: "Ann",
      line1: "12 Main St",
      city: "Springfield",
      region: "IL",
      postalCode: "62701",
      country: "US",
    });
    expect(destinationOf("12 Main St", "Ann", "US")).toBeNull();
    expect(firstMessage(purchaseOrderInputSchema.safeParse({ ...body, phone: "call me" }))).toBe(
      "Provide a valid phone number",
    );
  });

  it("checks a VAT or tax ID's format and names its kind for Stripe Tax", () => {
    expect(taxIdSchema.parse("fr 40 303 265 045")).toBe("FR40303265045");
    expect(stripeTaxIdType("FR40303265045")).toBe("eu_vat");
    expect(stripeTaxIdType("GB123456789")).toBe("gb_vat");
    expect(stripeTaxIdType("12-3456789")).toBeNull();
    expect(taxIdSchema.safeParse("GB12").success).toBe(false);
    expect(firstMessage(taxIdSchema.safeParse("DE!!"))).toBe("Please enter a valid VAT or tax ID");
  });
});
