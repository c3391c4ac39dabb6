import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { IDEMPOTENCY_HEADER } from "@shop/domain";
import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/testing/api-stub";
import { QueryWrapper, createTestQueryClient } from "@/testing/query";
import { useCreatePurchase } from "./create-purchase";

vi.mock("@/lib/session/session", () => ({ currentIdToken: () => Promise.resolve("token") }));

const input = { productId: "x1", quantity: 3, address: "1 Main St", phone: "555", currency: "usd" as const };

describe("a checkout attempt (issue 30)", () => {
  it("keeps one Idempotency-Key across the purchase's own retries, and a new order gets a new one", async () => {
    let answers = [apiError(503, "unavailable", "Busy"), { status: 201, body: { insertedId: "p-1" } }];
    const api = stubApi(() => answers.shift() ?? { status: 201, body: { insertedId: "p-2" } });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryWrapper client={client}>{children}</QueryWrapper>
    );
    const { result } = renderHook(() => useCreatePurchase(), { wrapper });

    await act(() => result.current.mutateAsync(input));
    const keys = api.calls.map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);

    answers = [];
    await act(() => result.current.mutateAsync({ ...input, quantity: 4 }));
    expect(api.calls[2]?.headers.get(IDEMPOTENCY_HEADER)).not.toBe(keys[0]);
  });

  it("does not retry a 503 that asks to wait (the payment service not answering): its message at once (issue 54)", async () => {
    const message = "The payment service is not answering. Please try again in a minute.";
    const api = stubApi(() => ({
      ...apiError(503, "unavailable", message),
      headers: { "Retry-After": "30" },
    }));
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryWrapper client={client}>{children}</QueryWrapper>
    );
    const { result } = renderHook(() => useCreatePurchase(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync(input)).rejects.toMatchObject({
        status: 503,
        message,
        retryAfterSeconds: 30,
      });
    });
    expect(api.calls).toHaveLength(1);
  });
});
