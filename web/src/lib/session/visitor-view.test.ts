import { afterEach, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY, CURRENCY_KEY, seesServerView } from "./visitor-view";

const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? "" });

afterEach(() => localStorage.clear());

describe("whether a visitor sees the page as the server rendered it", () => {
  it("does for a first-time visitor in the server's currency and locale", () => {
    expect(seesServerView("", browser("en-US", "en"))).toBe(true);
    expect(seesServerView("?currency=gbp", browser("en-GB"))).toBe(true);
  });

  it("does not once they are signed in (the header shows their account)", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token");
    expect(seesServerView("", browser("en-US"))).toBe(false);
  });

  it("does not when their currency differs: languages, a remembered choice", () => {
    expect(seesServerView("", browser("de-DE", "de"))).toBe(false);
    expect(seesServerView("", browser("en-GB"))).toBe(false);
    localStorage.setItem(CURRENCY_KEY, "eur");
    expect(seesServerView("", browser("en-US"))).toBe(false);
    // The URL's currency wins over the remembered one, as on the server.
    expect(seesServerView("?currency=eur", browser("en-US"))).toBe(true);
  });

  it("does not when their locale writes the amount another way (dollars are written one way)", () => {
    expect(seesServerView("?currency=eur", browser("de-DE"))).toBe(false);
    expect(seesServerView("?currency=gbp", browser("fr-FR"))).toBe(false);
    expect(seesServerView("?currency=usd", browser("fr-FR"))).toBe(true);
  });
});
