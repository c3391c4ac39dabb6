import { DEFAULT_VARIANT_ID, type ProductPageProduct } from "@shop/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ProductBuyBox } from "../components/product-buy-box";
import { useChosenVariant } from "./use-chosen-variant";
import { base, variant } from "./variant-fixture";

function Harness({ product, addToCart }: { product: ProductPageProduct; addToCart: () => Promise<void> }) {
  const chosen = useChosenVariant(product);
  const location = useLocation();
  const variant = product.options.length > 0 && chosen.variant ? chosen.variant : null;
  return (
    <>
      <ProductBuyBox
        product={product}
        variant={variant}
        onChooseVariant={chosen.choose}
        addToCart={addToCart}
      />
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

function show(product: ProductPageProduct, at = "/shop/gimbal-x1") {
  const addToCart = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter initialEntries={[at]}>
      <Harness product={product} addToCart={addToCart} />
    </MemoryRouter>,
  );
  return addToCart;
}

describe("VariantPicker on the product page", () => {
  it("is one named radio group per option, the default variant checked", () => {
    show(base);
    const colour = screen.getByRole("group", { name: "Colour" });
    expect(within(colour).getByRole("radio", { name: "Black" })).toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Edition" })).getByRole("radio", { name: "Gimbal" }),
    ).toBeChecked();
    expect(screen.getByText("$249.00")).toBeInTheDocument();
    expect(screen.getByText("In stock")).toBeInTheDocument();
  });

  it("switches price, stock and the address's ?variant= when a colour is picked, and adds that variant", async () => {
    const addToCart = show(base);
    await userEvent.click(screen.getByRole("radio", { name: "White" }));
    expect(screen.getByRole("radio", { name: "White" })).toBeChecked();
    expect(screen.getByText("$259.00")).toBeInTheDocument();
    expect(screen.getByText("Only 5 left")).toBeInTheDocument();
    expect(screen.getByLabelText("Address")).toHaveTextContent("?variant=X1-WHT");
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(addToCart).toHaveBeenCalledWith("x1-bundle", 2, "white");
    expect(screen.getByRole("link", { name: /Buy Now/ })).toHaveAttribute(
      "href",
      "/products/x1-bundle?variant=X1-WHT",
    );
  });

  it("starts from the variant the address names", () => {
    show(base, "/shop/gimbal-x1?variant=x1-wht");
    expect(screen.getByRole("radio", { name: "White" })).toBeChecked();
    expect(screen.getByText("$259.00")).toBeInTheDocument();
  });

  it("disables a sold-out or unsold combination and says why", async () => {
    show(base);
    expect(screen.getByRole("radio", { name: /Kit \(Sold out\)/ })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "White" }));
    expect(screen.getByRole("radio", { name: /Kit \(Not sold\)/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Black" })).toBeEnabled();
  });

  it("moves between values with the arrow keys (native radios)", async () => {
    show(base);
    await userEvent.click(screen.getByRole("radio", { name: "Black" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "White" })).toBeChecked();
    expect(screen.getByLabelText("Address")).toHaveTextContent("?variant=X1-WHT");
  });

  it("shows a product without options as before: no pickers, no variant sent", async () => {
    const plain = { ...base, options: [], variants: [variant(DEFAULT_VARIANT_ID, "TRIPOD", "", "", 24900)] };
    const addToCart = show(plain);
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(screen.queryByText(/SKU/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(addToCart).toHaveBeenCalledWith("x1-bundle", 2, undefined);
    expect(screen.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("href", "/products/x1-bundle");
  });
});
