import { describe, expect, it } from "vitest";
import {
  currencyForLocales,
  decimalAmount,
  formatMoney,
  formatMoneyIn,
  minimumChargeMessage,
  notSoldIn,
  priceIn,
  pricesOf,
} from "./currency.js";
import { currencySchema, optionalCurrencySchema } from "./currency-schemas.js";
import { promoDiscountCents, promoRefusal, type PromoCode } from "../promo/promo.js";
import { productInputSchema, productSettingsSchema } from "../product/schemas.js";
import { shippingCents, zoneRateIn, SEEDED_SHIPPING_ZONES } from "../shipping/shipping-zones.js";

describe("currencies", () => {
  it("formats USD in the spec's dollar form and EUR and GBP with Intl in the visitor's locale", () => {
    expect(formatMoney(123450, "usd")).toBe("$1,234.50");
    expect(formatMoney(123450, "usd", "de-DE")).toBe("$1,234.50");
    expect(formatMoney(123450, "eur")).toBe("€1,234.50");
    expect(formatMoney(123450, "gbp")).toBe("£1,234.50");
    expect(formatMoney(123450, "eur", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatMoney(123450, "eur", "fr-FR")).toBe("1\u202f234,50\u00a0€");
  });

  it("reads `currency` in any case, usd when absent, and refuses others", () => {
    expect(optionalCurrencySchema.parse(undefined)).toBe("usd");
    expect(currencySchema.parse("EUR")).toBe("eur");
    expect(currencySchema.safeParse("jpy").error?.issues[0]?.message).toBe(
      "currency must be usd, eur or gbp",
    );
  });

  it("prices a product in a currency, or says it is not sold in it", () => {
    const product = { priceCents: 24900, prices: { usd: 24900, gbp: 21900 } };
    expect(priceIn(product, "usd")).toBe(24900);
    expect(priceIn(product, "gbp")).toBe(21900);
    expect(priceIn(product, "eur")).toBeNull();
    expect(pricesOf({ priceCents: 999 })).toEqual({ usd: 999 });
    expect(notSoldIn("eur")).toBe("This product is not sold in EUR");
    expect(minimumChargeMessage("gbp")).toBe("An order must come to at least £0.30");
    expect(decimalAmount(24900)).toBe("249.00");
  });

  it("picks the first currency from the browser's languages", () => {
    expect(currencyForLocales(["en-GB", "en"])).toBe("gbp");
    expect(currencyForLocales(["de-DE"])).toBe("eur");
    expect(currencyForLocales(["fr"])).toBe("eur");
    expect(currencyForLocales(["en-US"])).toBe("usd");
    expect(currencyForLocales([])).toBe("usd");
  });

  it("takes EUR and GBP prices on products, prices.usd only as the price itself", () => {
    const base = {
      name: "Gimbal",
      description: "A gimbal",
      minimumOrder: 1,
      availableOrder: 5,
      priceCents: 24900,
      image: "/images/x.svg",
    };
    expect(productInputSchema.parse({ ...base, prices: { eur: 23900, gbp: 20900 } }).prices).toEqual({
      eur: 23900,
      gbp: 20900,
    });
    const wrong = productInputSchema.safeParse({ ...base, prices: { usd: 100 } });
    expect(wrong.error?.issues[0]?.message).toBe("prices.usd must be the same as priceCents");
    expect(productSettingsSchema.parse({ prices: { eur: null } })).toEqual({ prices: { eur: null } });
    expect(productSettingsSchema.safeParse({}).error?.issues[0]?.message).toBe("Give maxPerOrder or prices");
  });

  it("ships Europe at 1500 USD, 1400 EUR, 1200 GBP, free over 20000, 18000, 16000", () => {
    const europe = SEEDED_SHIPPING_ZONES.europe;
    if (!europe) throw new Error("no Europe zone");
    const [usd, eur, gbp] = (["usd", "eur", "gbp"] as const).map((c) => zoneRateIn(europe, c));
    expect([usd, eur, gbp].map((r) => r && shippingCents(r, 100))).toEqual([1500, 1400, 1200]);
    expect(eur && shippingCents(eur, 17_999)).toBe(1400);
    expect(eur && shippingCents(eur, 18_000)).toBe(0);
    expect(gbp && shippingCents(gbp, 16_000)).toBe(0);
    expect(zoneRateIn({ name: "X", countries: ["BR"], rateCents: 1 }, "eur")).toBeNull();
  });
});

describe("promo codes per currency", () => {
  const code: PromoCode = {
    code: "TENOFF",
    percentOff: null,
    amountOffCents: 1000,
    amountsOff: { eur: 900 },
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    minSubtotalCents: 5000,
    minSubtotals: { eur: 4500 },
    active: true,
    redemptionShards: 1,
    createdAt: 0,
  };

  it("takes the amount and minimum of the order's currency, and refuses a currency it has none for", () => {
    expect(promoDiscountCents(code, 6000, "usd")).toBe(1000);
    expect(promoDiscountCents(code, 6000, "eur")).toBe(900);
    expect(promoRefusal(code, 4600, 0, "eur")).toBeNull();
    expect(promoRefusal(code, 4400, 0, "eur")).toBe("tooLow");
    expect(promoRefusal(code, 9000, 0, "gbp")).toBe("notInCurrency");
    const percent = { ...code, percentOff: 10, amountOffCents: null, minSubtotalCents: null };
    expect(promoRefusal(percent, 9000, 0, "gbp")).toBeNull();
  });
});

describe("formatMoneyIn (a page's language, issue 51)", () => {
  it("formats every currency in the page's locale, dollars too", () => {
    expect(formatMoneyIn(123450, "eur", "de")).toBe("1.234,50\u00a0€");
    expect(formatMoneyIn(123450, "usd", "fr")).toBe("1\u202f234,50\u00a0$US");
    expect(formatMoneyIn(999, "gbp", "de")).toBe("9,99\u00a0£");
  });
});
