import { screen, within } from "@testing-library/react";
import type { RefundApprovalAnswer, ReturnAnswer } from "@shop/domain";
import { ToastContainer } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { setupUser } from "@/testing/user";
import { ReceiveForm } from "./receive-form";

const RMA = "RMA-2026-000042";
const AT = Date.UTC(2026, 10, 29, 9, 30);

function received(change: Partial<ReturnAnswer> = {}): ReturnAnswer {
  return {
    _id: "r1",
    rmaNumber: RMA,
    purchaseId: "p1",
    orderId: "o1",
    userId: "u1",
    userName: "Rita Return",
    userEmail: "rita@example.com",
    productId: "g1",
    productName: "Gimbal",
    quantity: 2,
    lineQuantity: 2,
    reason: "Damaged",
    comment: "",
    state: "received",
    history: [],
    rejectionReason: null,
    restocked: true,
    refund: null,
    createdAt: AT,
    updatedAt: AT,
    ...change,
  };
}

const approval: RefundApprovalAnswer = {
  _id: "a1",
  purchaseId: "p1",
  returnId: "r1",
  rmaNumber: RMA,
  orderId: "o1",
  amountCents: 60_000,
  currency: "usd",
  reason: `Refund of a received return ${RMA}`,
  restock: null,
  state: "requested",
  requestedBy: { uid: "sam", email: "sam@gimbal.test" },
  requestedAt: AT,
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  refundId: null,
  updatedAt: AT,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function receive() {
  const user = setupUser();
  renderWithQuery(
    <>
      <ReceiveForm returnId="r1" rmaNumber={RMA} />
      <ToastContainer />
    </>,
  );
  const form = screen.getByRole("form", { name: `Receive return ${RMA}` });
  await user.click(within(form).getByRole("button", { name: "Mark received" }));
}

describe("ReceiveForm (issue 52, a second look at a return's refund)", () => {
  it("says the refund waits for a second staff member's approval on a 202", async () => {
    const api = stubApi(() => ({ status: 202, body: { ...received(), refundApproval: approval } }));
    await receive();
    expect(
      await screen.findByText(
        `Return ${RMA} received. The refund of ${RMA} ($600.00) waits for a second staff member's approval`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/returns/r1/receive",
      body: { restock: true },
    });
  });

  it("says what was refunded on a 200, as before", async () => {
    const refund = { id: "re_1", amountCents: 3998, currency: "usd" as const, at: AT };
    stubApi(() => ({ body: received({ state: "refunded", refund }) }));
    await receive();
    expect(await screen.findByText(`Return ${RMA} received: $39.98 refunded`)).toBeInTheDocument();
  });
});
