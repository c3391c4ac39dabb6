import { afterEach, describe, expect, it, vi } from "vitest";

const enqueueTask = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<void>>());
vi.mock("../platform/task-queues.js", () => ({ enqueueTask }));
vi.mock("./data.js", () => ({ productsCol: {}, stockBucketsOf: () => ({}) }));
vi.mock("../platform/reads.js", () => ({ readDoc: vi.fn(), readSum: vi.fn() }));

const { SHOWN_STOCK_WINDOW_SECONDS, scheduleShownStockRefresh } = await import("./shown-stock.js");
const WINDOW_MS = SHOWN_STOCK_WINDOW_SECONDS * 1000;

afterEach(() => {
  vi.useRealTimers();
  enqueueTask.mockReset();
});

describe("scheduleShownStockRefresh", () => {
  it("enqueues one refresh per product and window from this instance, whatever the rush", async () => {
    vi.useFakeTimers({ now: 1_000 * WINDOW_MS + 10, toFake: ["Date"] });
    enqueueTask.mockResolvedValue(undefined);
    await Promise.all(Array.from({ length: 50 }, () => scheduleShownStockRefresh("p1")));
    await scheduleShownStockRefresh("p2");
    expect(enqueueTask.mock.calls.map((c) => (c[2] as { id: string }).id)).toEqual([
      "stock-p1-1000",
      "stock-p2-1000",
    ]);
    vi.setSystemTime(1_001 * WINDOW_MS + 10);
    await scheduleShownStockRefresh("p1");
    expect(enqueueTask).toHaveBeenCalledTimes(3);
    expect(enqueueTask.mock.lastCall?.[2]).toEqual({
      id: "stock-p1-1001",
      delaySeconds: SHOWN_STOCK_WINDOW_SECONDS,
    });
  });

  it("never fails its caller, and tries again after a failed enqueue", async () => {
    vi.useFakeTimers({ now: 2_000 * WINDOW_MS + 10, toFake: ["Date"] });
    enqueueTask.mockRejectedValueOnce(new Error("Cloud Tasks unavailable")).mockResolvedValue(undefined);
    await expect(scheduleShownStockRefresh("p3")).resolves.toBeUndefined();
    await scheduleShownStockRefresh("p3");
    await scheduleShownStockRefresh("p3");
    expect(enqueueTask).toHaveBeenCalledTimes(2);
  });
});
