import { screen, waitFor, within } from "@testing-library/react";
import type { RefundApprovalAnswer } from "@shop/domain";
import { MemoryRouter } from "react-router-dom";
import { ToastContainer } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENT_SIGN_IN_TEXT } from "@/lib/api/recent-sign-in";
import { apiError, stubApi } from "@/testing/api-stub";
import { createTestQueryClient, renderWithQuery } from "@/testing/query";
import { setupUser } from "@/testing/user";
import { Component as RefundApprovals } from "./refund-approvals";

const request = (id: string, orderId: string): RefundApprovalAnswer => ({
  _id: id,
  purchaseId: `p-${id}`,
  orderId,
  amountCents: 60_000,
  currency: "usd",
  reason: "Refund requested by staff",
  restock: null,
  state: "requested",
  requestedBy: { uid: "sam", email: "sam@gimbal.test" },
  requestedAt: Date.UTC(2026, 10, 29, 9, 30),
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  refundId: null,
  updatedAt: Date.UTC(2026, 10, 29, 9, 30),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(onAccessDenied = vi.fn()) {
  renderWithQuery(
    <MemoryRouter>
      <RefundApprovals />
      <ToastContainer />
    </MemoryRouter>,
    createTestQueryClient(onAccessDenied),
  );
  return onAccessDenied;
}

describe("Refund approvals (issue 52, a second look)", () => {
  it("lists the requested refunds, approves one and declines another with a reason", async () => {
    let open = [request("a1", "order-1"), request("a2", "order-2")];
    const api = stubApi(({ method, path, body }) => {
      const id = path.split("/")[2] ?? "";
      if (method === "POST") {
        const done = open.find((r) => r._id === id);
        open = open.filter((r) => r._id !== id);
        const declined = path.endsWith("/decline");
        return {
          body: {
            ...done,
            state: declined ? "declined" : "approved",
            declineReason: declined ? ((body as { reason?: string }).reason ?? null) : null,
          },
        };
      }
      return { body: open };
    });
    const user = setupUser();
    renderPage();
    const table = await screen.findByRole("table", { name: "Refunds waiting for approval, newest first" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(api.calls[0]?.query.get("state")).toBe("requested");

    await user.click(screen.getByRole("button", { name: "Approve the refund of $600.00 for order order-1" }));
    expect(
      await screen.findByText("Refund of $600.00 for order order-1 approved: the refund is made"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("order-1")).not.toBeInTheDocument());

    const decline = screen.getByRole("form", { name: "Decline the refund of $600.00 for order order-2" });
    await user.type(within(decline).getByLabelText(/Why decline/), "The buyer kept it");
    await user.click(within(decline).getByRole("button", { name: "Decline" }));
    expect(
      await screen.findByText("Refund of $600.00 for order order-2 declined: the requester is mailed"),
    ).toBeInTheDocument();
    const post = api.calls.find((c) => c.path === "/refund-approvals/a2/decline");
    expect(post?.body).toEqual({ reason: "The buyer kept it" });
    // Each decision carries its own Idempotency-Key: a retry of the same call acts once.
    const approved = api.calls.find((c) => c.path === "/refund-approvals/a1/approve");
    const keys = [approved, post].map((c) => c?.headers.get("Idempotency-Key"));
    expect(keys.every((k) => typeof k === "string" && k.length > 0)).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await screen.findByText("No refunds wait for approval.")).toBeInTheDocument();
  });

  it("shows a return's request with its RMA number (its id without one), a line's as the whole line", async () => {
    const ofReturn = { ...request("a3", "order-3"), returnId: "ret-3", rmaNumber: "RMA-2026-000007" };
    const noRma = { ...request("a4", "order-4"), returnId: "ret-4", rmaNumber: null };
    stubApi(() => ({ body: [ofReturn, noRma, request("a5", "order-5")] }));
    renderPage();
    const table = await screen.findByRole("table", { name: "Refunds waiting for approval, newest first" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent ?? "");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("RMA-2026-000007");
    expect(rows[1]).toContain("ret-4");
    expect(rows[2]).toContain("Whole line");
    expect(
      screen.getByRole("button", {
        name: "Approve the refund of $600.00 for order order-3 (return RMA-2026-000007)",
      }),
    ).toBeInTheDocument();
  });

  it("asks to sign in again on a stale sign-in, and keeps the session", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? apiError(401, "recent-sign-in-required", "Sign in again to do this")
        : { body: [request("a1", "order-1")] },
    );
    const user = setupUser();
    const onAccessDenied = renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Approve the refund of $600.00 for order order-1" }),
    );
    expect(await screen.findByText(`Fail to approve the refund: ${RECENT_SIGN_IN_TEXT}`)).toBeInTheDocument();
    expect(onAccessDenied).not.toHaveBeenCalled();
  });
});
