import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Payment, WithId } from "@shop/domain";
import { ShipmentModal } from "./shipment-modal";

const payment = {
  _id: "pay-1",
  product: "purchase-1",
  productName: "Gimbal X1",
  userName: "Ann Buyer",
  userEmail: "ann@example.com",
  priceCents: 6000,
} as unknown as WithId<Payment>;

describe("ShipmentModal (All Product → Ship)", () => {
  it("marks an address given in one line for the admin to check", () => {
    render(
      <ShipmentModal
        payment={payment}
        destination={{
          address: "1 Main St, New York, NY 10001",
          note: "Given in one line: check it is in the United States",
        }}
        busy={false}
        onClose={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByText("Ship to: 1 Main St, New York, NY 10001")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe("Given in one line: check it is in the United States");
  });

  it("shows an address in parts without the note", () => {
    render(
      <ShipmentModal
        payment={payment}
        destination={{ address: "1 Main St, 10001 New York NY, United States", note: null }}
        busy={false}
        onClose={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("keeps the destination's line while it loads, so the buttons do not move when it arrives", () => {
    const props = { payment, busy: false, onClose: () => undefined, onConfirm: () => undefined };
    const { rerender } = render(<ShipmentModal {...props} />);
    expect(screen.getByText("Ship to: loading…")).toBeTruthy();
    rerender(<ShipmentModal {...props} destinationFailed />);
    expect(screen.getByText("Ship to: not loaded (the order shows it)")).toBeTruthy();
  });
});
