import { describe, expect, it } from "vitest";
import { FormParseError, FormReader, canonicalize, parseFormBody, parseKeyPath } from "./form-body.js";

describe("parseFormBody", () => {
  it("parses nested brackets, arrays and encoded values", () => {
    const parsed = parseFormBody(
      "amount=2000&currency=usd&metadata[purchaseId]=p%5B1%5D&metadata%5Buid%5D=u+1" +
        "&payment_method_data[card][number]=4242+4242+4242+4242&payment_method_data[billing_details][email]=a%40b.co" +
        "&payment_method_types[]=card&payment_method_types[]=link&expand[0]=latest_charge",
    );
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      amount: "2000",
      currency: "usd",
      metadata: { purchaseId: "p[1]", uid: "u 1" },
      payment_method_data: { card: { number: "4242 4242 4242 4242" }, billing_details: { email: "a@b.co" } },
      payment_method_types: ["card", "link"],
      expand: { "0": "latest_charge" },
    });
  });

  it("handles arrays of hashes, empty values and odd keys safely", () => {
    const parsed = parseFormBody(
      "items[][price]=p1&items[][qty]=1&items[][price]=p2&metadata=&__proto__[x]=1&flag",
    );
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      items: [{ price: "p1", qty: "1" }, { price: "p2" }],
      metadata: "",
      ["__proto__"]: { x: "1" },
      flag: "",
    });
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });

  it("splits key paths", () => {
    expect(parseKeyPath("a")).toEqual(["a"]);
    expect(parseKeyPath("a[b][c]")).toEqual(["a", "b", "c"]);
    expect(parseKeyPath("a[]")).toEqual(["a", ""]);
  });
});

describe("FormReader", () => {
  it("reads typed values and reports bad shapes with the param path", () => {
    const reader = new FormReader(
      parseFormBody("amount=12x&card[number]=1&types[0]=card&types[1]=link&ok=true"),
    );
    expect(() => reader.integer("amount")).toThrow(FormParseError);
    expect(reader.object("card")?.string("number")).toBe("1");
    expect(reader.stringArray("types")).toEqual(["card", "link"]);
    expect(reader.boolean("ok")).toBe(true);
    try {
      reader.string("card");
    } catch (error) {
      expect(error).toBeInstanceOf(FormParseError);
      expect((error as FormParseError).param).toBe("card");
    }
    expect(() => reader.object("card")?.object("number")).toThrow(FormParseError);
  });

  it("canonicalizes independent of key order", () => {
    expect(canonicalize(parseFormBody("b=2&a[y]=1&a[x]=2"))).toBe(
      canonicalize(parseFormBody("a[x]=2&a[y]=1&b=2")),
    );
    expect(canonicalize(parseFormBody("a=1"))).not.toBe(canonicalize(parseFormBody("a=2")));
  });
});
