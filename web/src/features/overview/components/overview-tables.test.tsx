import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaxTable, VariantsTable } from "./overview-tables";

describe("the overview's tax by country", () => {
  it("lists the tax collected by country name, most first as the server answers it", () => {
    render(
      <TaxTable
        taxes={[
          { country: "DE", taxCents: 3_325 },
          { country: "AT", taxCents: 2_700 },
        ]}
        days={30}
      />,
    );
    const table = screen.getByRole("table", { name: "Tax collected by country, last 30 days" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["CountryTax", "Germany$33.25", "Austria$27.00"]);
    expect(screen.getByRole("heading", { name: "Tax collected by country" })).toBeInTheDocument();
  });

  it("says when no tax was collected in the period", () => {
    render(<TaxTable taxes={[]} days={7} />);
    expect(screen.getByText("No tax collected in the last 7 days.")).toBeInTheDocument();
  });
});

describe("the overview's top variants", () => {
  it("lists each variant with its SKU, revenue and pieces, as the server ranks them", () => {
    render(
      <VariantsTable
        variants={[
          {
            productId: "x1",
            variantId: "white",
            sku: "X1-WHT",
            name: "Gimbal X1 (X1-WHT · Colour: White)",
            revenueCents: 49_800,
            quantity: 2,
          },
          {
            productId: "x1",
            variantId: "default",
            sku: "X1-BLK",
            name: "Gimbal X1",
            revenueCents: 24_900,
            quantity: 1,
          },
        ]}
        days={7}
        currency="eur"
      />,
    );
    const table = screen.getByRole("table", { name: "Top 5 variants by revenue, last 7 days" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "VariantSKURevenuePieces",
      "Gimbal X1 (X1-WHT · Colour: White)X1-WHT€498.002",
      "Gimbal X1X1-BLK€249.001",
    ]);
  });

  it("says when nothing sold in the period", () => {
    render(<VariantsTable variants={[]} days={30} />);
    expect(screen.getByText("No sales in the last 30 days.")).toBeInTheDocument();
  });
});
