import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("links a plain address", () => {
    expect(mailtoHref("sam.smith+shop@example.com")).toBe("mailto:sam.smith%2Bshop@example.com");
  });

  it.each(["x@y.z?bcc=attacker%40evil.test&subject=Hi", "a@b.test&cc=c@d.test", "x y@z.test"])(
    "never links %s (no hidden Bcc, Cc or subject)",
    (address) => {
      expect(mailtoHref(address)).toBeNull();
    },
  );
});
