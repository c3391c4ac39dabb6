import { screen, waitFor, within } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import type { Page, Product, WithId } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { stubApi } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { MANAGE_PAGE_SIZE } from "../api/products/get-products";
import { Component as ManageProducts } from "./manage-products";

const product = (page: number, i: number): WithId<Product> => ({
  _id: `p${page}-${i}`,
  name: `Gimbal ${page}-${i}`,
  description: "",
  image: "/images/products/tripod.svg",
  minimumOrder: 1,
  availableOrder: 10,
  priceCents: 2_500,
  createdAt: 0,
});

/** The shop's products, MANAGE_PAGE_SIZE a page; `hold(page)` keeps a page's answer until released. */
function catalogue(total: number) {
  let products = Array.from({ length: total }, (_, i) =>
    product(Math.floor(i / MANAGE_PAGE_SIZE) + 1, (i % MANAGE_PAGE_SIZE) + 1),
  );
  const held = new Map<number, () => void>();
  const api = stubApi(async ({ method, path, query }) => {
    if (method === "DELETE" && path.startsWith("/products/")) {
      const id = decodeURIComponent(path.slice("/products/".length));
      products = products.filter((p) => p._id !== id);
      return { body: { deletedCount: 1 } };
    }
    const page = Number(query.get("page"));
    await new Promise<void>((release) => (held.has(page) ? held.set(page, release) : release()));
    const items = products.slice((page - 1) * MANAGE_PAGE_SIZE, page * MANAGE_PAGE_SIZE);
    const body: Page<Product> = {
      items,
      total: products.length,
      pageSize: MANAGE_PAGE_SIZE,
      nextCursor: null,
    };
    return { body };
  });
  const reads = (page: number) =>
    api.calls.filter(
      (c) => c.method === "GET" && c.path === "/products" && c.query.get("page") === String(page),
    ).length;
  return {
    api,
    reads,
    hold: (page: number) => held.set(page, () => undefined),
    release: (page: number) => held.get(page)?.(),
  };
}

describe("Manage Product: cached pages (TanStack Query)", () => {
  it("keeps page 1 on screen while page 2 loads, and shows page 1 again from the cache", async () => {
    const shop = catalogue(MANAGE_PAGE_SIZE + 3);
    const user = setupUser();
    renderWithQuery(<ManageProducts />);
    expect(await screen.findByText("Gimbal 1-1")).toBeInTheDocument();
    expect(shop.reads(1)).toBe(1);

    shop.hold(2);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    // The previous page stays while the next one loads.
    expect(screen.getByText("Gimbal 1-1")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Refreshing…");
    await waitFor(() => expect(shop.reads(2)).toBe(1));
    shop.release(2);
    expect(await screen.findByText("Gimbal 2-1")).toBeInTheDocument();
    expect(screen.queryByText("Gimbal 1-1")).not.toBeInTheDocument();

    // Back to page 1 within the stale time: shown at once, no new request.
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    expect(screen.getByText("Gimbal 1-1")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(shop.reads(1)).toBe(1);
  });

  it("refetches the list after a delete (the mutation invalidates products), without a hand-wired refresh", async () => {
    const shop = catalogue(3);
    const user = setupUser();
    renderWithQuery(<ManageProducts />);
    expect(await screen.findByRole("heading", { name: "Manage Product (3)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Gimbal 1-2" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("heading", { name: "Manage Product (2)" })).toBeInTheDocument();
    expect(screen.queryByText("Gimbal 1-2")).not.toBeInTheDocument();
    expect(shop.api.count("DELETE", "/products/p1-2")).toBe(1);
    expect(shop.reads(1)).toBe(2);
  });
});
