import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CancelPurchaseModal } from "./cancel-purchase-modal";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; emulate just the open attribute.
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal !== "function") {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  }
});

describe("cancel purchase modal", () => {
  it("asks 'Are you sure you want to delete?' with Delete and Close", async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<CancelPurchaseModal open productName="Travel Tripod" onClose={onClose} onConfirm={onConfirm} />);
    expect(screen.getByRole("dialog", { name: "Are you sure you want to delete?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
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
