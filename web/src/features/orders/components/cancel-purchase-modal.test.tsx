import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import { CancelPurchaseModal } from "./cancel-purchase-modal";

const user = setupUser();

describe("cancel purchase modal", () => {
  it("asks 'Are you sure you want to delete?' with Delete and Close", async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<CancelPurchaseModal open productName="Travel Tripod" onClose={onClose} onConfirm={onConfirm} />);
    expect(screen.getByRole("dialog", { name: "Are you sure you want to delete?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("is not shown while closed", () => {
    render(
      <CancelPurchaseModal
        open={false}
        productName="Tripod"
        onClose={vi.fn()}
        onConfirm={() => Promise.resolve()}
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
