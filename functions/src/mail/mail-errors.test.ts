import { describe, expect, it } from "vitest";
import { isTemporaryMailError, mailErrorText } from "./mail-errors.js";

describe("SMTP errors", () => {
  it("retries an unreachable server and 4xx answers", () => {
    expect(isTemporaryMailError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(
      true,
    );
    expect(isTemporaryMailError({ code: "ETIMEDOUT" })).toBe(true);
    expect(isTemporaryMailError({ code: "EENVELOPE", responseCode: 451 })).toBe(true);
  });

  it("does not retry permanent failures", () => {
    expect(isTemporaryMailError({ code: "EENVELOPE", responseCode: 550 })).toBe(false);
    expect(isTemporaryMailError({ code: "EAUTH", responseCode: 535 })).toBe(false);
    expect(isTemporaryMailError({ code: "EMESSAGE" })).toBe(false);
    expect(isTemporaryMailError(new Error("boom"))).toBe(false);
    expect(isTemporaryMailError(null)).toBe(false);
  });

  it("keeps the code with the message", () => {
    expect(
      mailErrorText(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1025"), { code: "ESOCKET" })),
    ).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:1025");
    expect(mailErrorText("odd")).toBe("odd");
  });
});
