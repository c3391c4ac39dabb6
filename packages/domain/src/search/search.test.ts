import { describe, expect, it } from "vitest";
import { paymentSearchFields } from "./search.js";

const record = {
  userEmail: "Jane.Doe@example.com",
  userName: "Jane Doe",
  productName: "Gimbal X1",
  transactionId: "pi_123",
  shipment: false,
};

describe("payment records' search fields", () => {
  it("find a record by the customer, the product, its ids and its invoice number; filter by state", () => {
    const fields = paymentSearchFields({ ...record, invoiceNumber: "INV-2026-000042" }, "p1", "o1");
    expect(fields.searchTerms).toEqual(
      expect.arrayContaining(["p1", "pi_123", "o1", "INV-2026-000042", "jane.doe@example.com", "ja", "gi"]),
    );
    expect(fields.searchState).toBe("paid");
    expect(paymentSearchFields({ ...record, shipment: true }, "p1", "o1").searchState).toBe("shipped");
    expect(paymentSearchFields({ ...record, shipment: true, refunded: true }, "p1", null).searchState).toBe(
      "refunded",
    );
  });

  it("numbering adds only the invoice number to the terms (what the invoice writer adds with arrayUnion)", () => {
    const before = paymentSearchFields(record, "p1", "o1").searchTerms;
    const after = paymentSearchFields(
      { ...record, invoiceNumber: "INV-2026-000042" },
      "p1",
      "o1",
    ).searchTerms;
    expect(new Set(after)).toEqual(new Set([...before, "INV-2026-000042"]));
  });

  it("ignores fields that are not text", () => {
    const fields = paymentSearchFields({ userEmail: 42, userName: null, transactionId: {} }, "p1", undefined);
    expect(fields.searchTerms).toEqual(["p1"]);
  });
});
