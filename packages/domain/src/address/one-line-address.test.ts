import { describe, expect, it } from "vitest";
import {
  ONE_LINE_ADDRESS_MESSAGE,
  oneLineAddressNote,
  parseOneLineAddress,
  stateOfZip,
} from "./one-line-address.js";

describe("the spec's one-line address", () => {
  it("reads a US line ending with a ZIP code, its state from the ZIP", () => {
    expect(parseOneLineAddress("1 Main St, New York, NY 10001", "Ann", "US")).toEqual({
      name: "Ann",
      line1: "1 Main St",
      city: "New York",
      region: "NY",
      postalCode: "10001",
      country: "US",
    });
    // The state written on the line is not trusted: the ZIP decides.
    expect(parseOneLineAddress("1 Main St, Springfield, CA 62701-1234", "Ann", "US")).toMatchObject({
      city: "Springfield",
      region: "IL",
      postalCode: "62701-1234",
    });
    expect(parseOneLineAddress("1 Test Street 62701", "Ann", "us")).toMatchObject({
      line1: "1 Test Street",
      city: "",
      region: "IL",
      country: "US",
    });
    expect(parseOneLineAddress("1 Main St, Apt 4, Chicago 60601", "Ann", "US")).toMatchObject({
      line1: "1 Main St, Apt 4",
      city: "Chicago",
    });
  });

  it("refuses a line without a postal code of the shop's country", () => {
    for (const line of [
      "1 Main St",
      "1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005",
      "1 Main St, Berlin 10115, Germany",
      "10001",
      "1 Main St 00000",
      "1 Main St 1000",
    ])
      expect(parseOneLineAddress(line, "Ann", "US"), line).toBeNull();
  });

  it("reads other countries by their postal codes, except those needing a region", () => {
    expect(parseOneLineAddress("Invalidenstraße 116, Berlin 10115", "Erika", "DE")).toMatchObject({
      line1: "Invalidenstraße 116",
      city: "Berlin",
      postalCode: "10115",
      country: "DE",
    });
    expect(parseOneLineAddress("10 Downing St, London SW1A 2AA", "Ann", "GB")).toMatchObject({
      city: "London",
      postalCode: "SW1A 2AA",
    });
    expect(parseOneLineAddress("1 Bay St, Toronto M5J 2N8", "Ann", "CA")).toBeNull();
  });

  it("maps ZIP codes to states and words the refusal and the admin's note", () => {
    expect(stateOfZip("10001")).toBe("NY");
    expect(stateOfZip("94103")).toBe("CA");
    expect(stateOfZip("20500")).toBe("DC");
    expect(stateOfZip("00000")).toBeNull();
    expect(stateOfZip("1000")).toBeNull();
    expect(ONE_LINE_ADDRESS_MESSAGE).toBe(
      "Please enter the address in parts: full name, address line, city, postal code and country",
    );
    expect(oneLineAddressNote("US")).toBe("Given in one line: check it is in the United States");
    expect(oneLineAddressNote("DE")).toBe("Given in one line: check it is in Germany");
  });
});
