import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidate, queryKey } from "./query-keys";

/** A read the test answers by hand, as a slow server would. */
function deferredReads() {
  const pending: Array<(rows: string[]) => void> = [];
  const read = () => new Promise<string[]>((resolve) => pending.push(resolve));
  return { pending, read };
}

describe("invalidate", () => {
  it("re-reads a list whose first read was still running when the write landed", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { pending, read } = deferredReads();
    const observer = new QueryObserver(client, { queryKey: queryKey("promo-codes", "list"), queryFn: read });
    const results: Array<string[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    await expect.poll(() => pending.length).toBe(1);

    const invalidated = invalidate(client, "promo-codes");
    await expect.poll(() => pending.length).toBe(2);
    pending[0]?.(["OLD"]);
    pending[1]?.(["OLD", "NEW"]);
    await invalidated;

    await expect.poll(() => observer.getCurrentResult().data).toEqual(["OLD", "NEW"]);
    expect(results).not.toContainEqual(["OLD"]);
    unsubscribe();
    client.clear();
  });

  it("leaves other resources' reads alone", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { pending, read } = deferredReads();
    const observer = new QueryObserver(client, { queryKey: queryKey("products", "list"), queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => pending.length).toBe(1);

    await invalidate(client, "promo-codes");
    pending[0]?.(["GIMBAL"]);

    await expect.poll(() => observer.getCurrentResult().data).toEqual(["GIMBAL"]);
    expect(pending).toHaveLength(1);
    unsubscribe();
    client.clear();
  });
});
