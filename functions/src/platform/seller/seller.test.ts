import { describe, expect, it } from "vitest";
import { sellerIdentityOf } from "./seller.js";

const demo = {
  name: "Gimbal Shop Inc.",
  address: "1200 Congress Avenue|Austin, TX 78701|United States",
  country: "US",
  taxNumber: "EIN 12-3456789",
};

describe("the one seller identity", () => {
  it("reads the address in parts in the seller's own country (Stripe Tax's origin)", () => {
    expect(sellerIdentityOf(demo)).toEqual({
      name: "Gimbal Shop Inc.",
      addressLines: ["1200 Congress Avenue", "Austin, TX 78701", "United States"],
      address: {
        name: "Gimbal Shop Inc.",
        line1: "1200 Congress Avenue",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        country: "US",
      },
      country: "US",
      taxNumber: "EIN 12-3456789",
    });
  });

  it("refuses a seller whose address is not in its country or has no postal code there", () => {
    expect(() =>
      sellerIdentityOf({ ...demo, address: "12 Harbour Road|Bristol BS1 4AB|United Kingdom" }),
    ).toThrow("SELLER_ADDRESS must end with the seller's country (United States)");
    expect(() => sellerIdentityOf({ ...demo, address: "1200 Congress Avenue|Austin|United States" })).toThrow(
      "SELLER_ADDRESS must give a street and a postal code of United States before the country",
    );
    expect(
      sellerIdentityOf({ ...demo, address: "12 Harbour Road|Bristol BS1 4AB|United Kingdom", country: "GB" }),
    ).toMatchObject({ country: "GB", address: { line1: "12 Harbour Road", postalCode: "BS1 4AB" } });
  });
});
