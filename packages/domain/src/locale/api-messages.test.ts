import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "../address/address.js";
import { OPEN_ORDERS_MESSAGE } from "../purchase/rules.js";
import { translateApiMessage } from "./api-messages.js";

describe("the checkout's API messages in the page's language (issue 51)", () => {
  it("translates the address, phone and open-order messages into German and French", () => {
    expect(translateApiMessage(ADDRESS_MESSAGES.phone, "de")).toBe(
      "Bitte geben Sie eine gültige Telefonnummer ein",
    );
    expect(translateApiMessage(OPEN_ORDERS_MESSAGE, "fr")).toBe(
      "Veuillez d’abord payer ou annuler vos commandes en cours",
    );
  });

  it("names the country in the page's language in the postal-code and region messages", () => {
    expect(translateApiMessage(ADDRESS_MESSAGES.postalCode("FR"), "fr")).toBe(
      "Veuillez saisir un code postal valide pour France",
    );
    expect(translateApiMessage(ADDRESS_MESSAGES.postalCode("DE"), "de")).toBe(
      "Bitte geben Sie eine gültige Postleitzahl für Deutschland ein",
    );
    expect(translateApiMessage(ADDRESS_MESSAGES.region("US"), "de")).toBe(
      "Bitte wählen Sie ein Bundesland oder eine Region von Vereinigte Staaten",
    );
  });

  it("leaves English, and messages it does not know, unchanged", () => {
    expect(translateApiMessage(ADDRESS_MESSAGES.phone, "en")).toBe(ADDRESS_MESSAGES.phone);
    expect(translateApiMessage("Only admins may do this", "fr")).toBe("Only admins may do this");
  });
});
