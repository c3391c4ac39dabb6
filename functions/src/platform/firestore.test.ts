import { describe, expect, it } from "vitest";
import { isClosedTransaction } from "./firestore.js";

describe("isClosedTransaction", () => {
  it("knows Firestore's closed or expired transaction, and nothing else", () => {
    expect(
      isClosedTransaction({ code: 3, message: "3 INVALID_ARGUMENT: Transaction is invalid or closed." }),
    ).toBe(true);
    expect(
      isClosedTransaction({ code: 3, message: "3 INVALID_ARGUMENT: The transaction has expired." }),
    ).toBe(true);
    expect(isClosedTransaction({ code: 3, message: "3 INVALID_ARGUMENT: Invalid field path" })).toBe(false);
    expect(isClosedTransaction({ code: 10, message: "Transaction is invalid or closed" })).toBe(false);
    expect(isClosedTransaction(new Error("Transaction is invalid or closed"))).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);
  });
});
