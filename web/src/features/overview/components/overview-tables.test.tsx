import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaxTable } from "./overview-tables";

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
