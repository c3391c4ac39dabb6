import { describe, expect, it } from "vitest";
import type { Page, Product } from "@shop/domain";
import { browserSession } from "../support/browser-session.js";
import { API_URL, SHOP_URL } from "../support/env.js";

const session = browserSession();

describe("home page", () => {
  it("shows the first page of the catalogue from the API", async () => {
    // Other suites add products, so compare with what the API says is page 1 right now.
    const first = (await (await fetch(`${API_URL}/products?page=1&pageSize=6`)).json()) as Page<Product>;
    expect(first.total).toBeGreaterThanOrEqual(8);
    const page = await (await session.newContext()).newPage();
    await page.goto(`${SHOP_URL}/`);
    // The pre-rendered page shows the catalogue as it was at build time (or reserved, empty card
    // space) until the live list arrives: wait for the live names.
    await expect
      .poll(() => page.locator("article.product-card .product-card__name").allTextContents(), {
        timeout: 15_000,
      })
      .toEqual(first.items.map((p) => p.name.slice(0, 50)));
  });
});
