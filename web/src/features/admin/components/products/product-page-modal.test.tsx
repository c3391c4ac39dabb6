import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import type { Product, ProductPageInput, WithId } from "@shop/domain";
import { ProductPageModal } from "./product-page-modal";

const product: WithId<Product> = {
  _id: "x1-bundle",
  name: "Gimbal X1 Bundle",
  description: "The X1.",
  image: "/images/a.svg",
  minimumOrder: 1,
  availableOrder: 10,
  priceCents: 24900,
  createdAt: 0,
  slug: "gimbal-x1-bundle",
  photos: [
    { url: "/images/a.svg", alt: "Front" },
    { url: "/images/b.svg", alt: "Side" },
  ],
};

describe("ProductPageModal (Manage Product → Edit page)", () => {
  it("saves a new address, the photos reordered with their alt text, a specification and the SEO title", async () => {
    const onSave = vi.fn<(p: WithId<Product>, page: ProductPageInput) => void>();
    const user = setupUser();
    render(<ProductPageModal product={product} busy={false} onClose={() => undefined} onSave={onSave} />);
    const address = screen.getByLabelText("Page address");
    await user.clear(address);
    await user.type(address, "gimbal-x1");
    await user.type(screen.getByLabelText("SEO title"), "Gimbal X1");
    await user.click(screen.getByRole("button", { name: "Move photo 2 up" }));
    await user.clear(screen.getByLabelText("Alt text of photo 1"));
    await user.type(screen.getByLabelText("Alt text of photo 1"), "Side view");
    await user.click(screen.getByRole("button", { name: "Add a specification" }));
    await user.type(screen.getByLabelText("Label 1"), "Weight");
    await user.type(screen.getByLabelText("Value 1"), "420 g");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(product, {
      slug: "gimbal-x1",
      seoTitle: "Gimbal X1",
      seoDescription: "",
      photos: [
        { url: "/images/b.svg", alt: "Side view" },
        { url: "/images/a.svg", alt: "Front" },
      ],
      specifications: [{ label: "Weight", value: "420 g" }],
    });
  });

  it("refuses an address that is no slug, with the reason", async () => {
    const onSave = vi.fn();
    const user = setupUser();
    render(<ProductPageModal product={product} busy={false} onClose={() => undefined} onSave={onSave} />);
    await user.type(screen.getByLabelText("Page address"), " X");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The address must be lower-case letters, digits and single hyphens",
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
