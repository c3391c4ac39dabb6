import { describe, expect, it } from "vitest";
import type { Page, Product } from "../../functions/src/domain/index.js";
import { API_URL } from "../support/env.js";

describe("GET /products", () => {
  it("answers the first page of the seeded catalogue with the total", async () => {
    const res = await fetch(`${API_URL}/products`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("s-maxage");
    const page = (await res.json()) as Page<Product>;
    expect(page.pageSize).toBe(6);
    expect(page.items).toHaveLength(6);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.nextCursor).toBe(page.items[5]?._id);
    expect(Number.isInteger(page.items[0]?.priceCents)).toBe(true);
  });

  it("rejects a bad page size with a JSON 400", async () => {
    const res = await fetch(`${API_URL}/products?pageSize=-1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid-argument", message: "pageSize must be from 1 to 50" },
    });
  });
});
