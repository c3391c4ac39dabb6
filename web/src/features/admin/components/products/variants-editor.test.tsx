import { DEFAULT_VARIANT_ID, type ProductAnswer } from "@shop/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi, type ApiAnswer } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { setupUser } from "@/testing/user";
import { VariantsEditor } from "./variants-editor";
import { VariantsModal } from "./variants-modal";

const tripod: ProductAnswer = {
  _id: "tripod",
  name: "Tripod",
  description: "",
  image: "/images/products/tripod.svg",
  minimumOrder: 1,
  availableOrder: 120,
  priceCents: 2_500,
  prices: { usd: 2_500 },
  createdAt: 0,
  options: [],
  variants: [
    {
      id: DEFAULT_VARIANT_ID,
      sku: "TRIPOD",
      optionValues: {},
      prices: { usd: 2_500 },
      availableOrder: 120,
      sold: true,
    },
  ],
};

function show(product: ProductAnswer, answer = (): ApiAnswer => ({ body: product })) {
  const api = stubApi(({ method }) => (method === "PUT" ? answer() : { body: { availableOrder: 0 } }));
  const onSaved = vi.fn();
  renderWithQuery(
    <>
      <VariantsEditor product={product} formId="variants" onSaved={onSaved} />
      <button type="submit" form="variants">
        Save
      </button>
    </>,
  );
  return { api, onSaved };
}

describe("VariantsEditor", () => {
  it("adds a colour, makes a row per combination and saves the options and the new variant", async () => {
    const user = setupUser();
    const { api, onSaved } = show(tripod);
    await user.click(screen.getByRole("button", { name: "Add an option" }));
    await user.type(screen.getByLabelText("Option 1 name"), "Colour");
    await user.type(screen.getByLabelText(/Option 1 values/), "Black, White");
    await user.click(screen.getByRole("button", { name: "Make a row for each combination" }));
    const white = screen.getByRole("group", { name: "White" });
    expect(within(screen.getByRole("group", { name: "Black" })).getByLabelText("SKU")).toHaveValue("TRIPOD");
    await user.type(within(white).getByLabelText("SKU"), "tripod-wht");
    await user.type(within(white).getByLabelText("Price ($)"), "27.50");
    await user.clear(within(white).getByLabelText("Stock"));
    await user.type(within(white).getByLabelText("Stock"), "8");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/products/tripod/variants");
    expect(put?.body).toEqual({
      options: [{ name: "Colour", values: ["Black", "White"] }],
      variants: [
        {
          id: "default",
          sku: "TRIPOD",
          optionValues: { Colour: "Black" },
          prices: { usd: 2500 },
          sold: true,
        },
        {
          sku: "TRIPOD-WHT",
          optionValues: { Colour: "White" },
          prices: { usd: 2750 },
          availableOrder: 8,
          sold: true,
        },
      ],
    });
    expect(api.calls.filter((c) => c.method === "PATCH")).toEqual([]);
  });

  it("saves an edited stock with PATCH …/stock for that variant only", async () => {
    const user = setupUser();
    const { api, onSaved } = show(tripod);
    await user.clear(screen.getByLabelText("Stock"));
    await user.type(screen.getByLabelText("Stock"), "100");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patches = api.calls.filter((c) => c.method === "PATCH");
    expect(patches.map((c) => [c.path, c.body])).toEqual([
      ["/products/tripod/stock", { availableOrder: 100, variantId: "default" }],
    ]);
  });

  it("shows a SKU another product uses at that SKU's field and stays open", async () => {
    const user = setupUser();
    const { onSaved } = show(tripod, () =>
      apiError(409, "conflict", "This SKU is already used by Gimbal X1"),
    );
    await user.clear(screen.getByLabelText("SKU"));
    await user.type(screen.getByLabelText("SKU"), "X1-BLK");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const sku = screen.getByLabelText("SKU");
    await waitFor(() => expect(sku).toHaveAccessibleDescription(/This SKU is already used by Gimbal X1/));
    expect(sku).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a price that is not money before sending anything", async () => {
    const user = setupUser();
    const { api } = show(tripod);
    await user.clear(screen.getByLabelText("Price ($)"));
    await user.type(screen.getByLabelText("Price ($)"), "abc");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Price ($)")).toHaveAccessibleDescription(/Enter a price like 49.99/),
    );
    expect(api.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("opens from Manage Product with the product's variants and their exact stock (GET /products/:id)", async () => {
    const api = stubApi(() => ({ body: tripod }));
    renderWithQuery(<VariantsModal product={{ _id: "tripod", name: "Tripod" }} onClose={vi.fn()} />);
    const row = await screen.findByRole("group", { name: "Default" });
    expect(within(row).getByLabelText("Stock")).toHaveValue("120");
    expect(within(row).getByLabelText("SKU")).toHaveValue("TRIPOD");
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /products/tripod"]);
  });
});
