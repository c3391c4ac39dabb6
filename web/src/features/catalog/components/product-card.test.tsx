import type { Product, WithId } from "@shop/domain";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ProductCard } from "./product-card";

const product: WithId<Product> = {
  _id: "x1-bundle",
  name: "N".repeat(49) + "ABCDEF",
  description: "D".repeat(99) + "XYZ",
  image: "/images/products/x1-bundle.svg",
  minimumOrder: 2,
  availableOrder: 40,
  priceCents: 12999,
  createdAt: 0,
};

describe("ProductCard", () => {
  it("cuts the name to 50 and the description to 100 characters", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("N".repeat(49) + "A");
    expect(screen.getByText("D".repeat(99) + "X")).toBeInTheDocument();
  });

  it("shows the price with a dollar sign and links Buy Now to the product's purchase page", () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, name: "Gimbal X1 Bundle", description: "Short." }} />
      </MemoryRouter>,
    );
    expect(screen.getByText("$129.99")).toBeInTheDocument();
    expect(screen.getByText("Short.")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Buy Now/ });
    expect(link).toHaveAttribute("href", "/products/x1-bundle");
    expect(link).toHaveTextContent("Buy Now");
  });
});
