import { fireEvent, render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import { PERIOD_MESSAGES } from "@shop/domain";
import { PeriodForm } from "./period-form";

const user = setupUser();

function renderForm(onPeriod = vi.fn(), error: string | null = null) {
  render(
    <PeriodForm
      label="Export payments"
      className="export-csv"
      fromLabel="Payments from"
      toLabel="to"
      defaults={{ from: "2026-11-01", to: "2026-11-25" }}
      onPeriod={onPeriod}
      error={error}
    >
      <button type="submit">Export</button>
    </PeriodForm>,
  );
  return onPeriod;
}

describe("PeriodForm", () => {
  it("hands over a period the domain accepts", async () => {
    const onPeriod = renderForm();
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(onPeriod).toHaveBeenCalledWith({ from: "2026-11-01", to: "2026-11-25" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a period that ends before it starts, with the domain's message, and sends nothing", async () => {
    const onPeriod = renderForm();
    fireEvent.change(screen.getByLabelText("to"), { target: { value: "2026-10-01" } });
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(onPeriod).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(PERIOD_MESSAGES.order);
  });

  it("shows the caller's error (the server's answer)", () => {
    renderForm(vi.fn(), "Stripe is not reachable");
    expect(screen.getByRole("alert")).toHaveTextContent("Stripe is not reachable");
    expect(screen.getByRole("form", { name: "Export payments" })).toBeInTheDocument();
  });
});
