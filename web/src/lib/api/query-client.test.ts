import { describe, expect, it, vi } from "vitest";
import { SECOND_FACTOR_CODE, SECOND_FACTOR_MESSAGE } from "@shop/domain";
import { ApiError } from "./api-client";
import { createQueryClient, leavesSession, type AccessMeta } from "./query-client";

const unauthenticated = new ApiError(401, "unauthenticated", "Your session has expired. Please log in again");
const forbidden = new ApiError(403, "permission-denied", "Only admins may do this");

describe("spec §7's 401/403 rule: which failures end the session", () => {
  it("401 and 403 do; other answers do not", () => {
    expect(leavesSession(unauthenticated, undefined)).toBe(true);
    expect(leavesSession(forbidden, undefined)).toBe(true);
    expect(leavesSession(new ApiError(404, "not-found", "Purchase not found"), undefined)).toBe(false);
    expect(leavesSession(new ApiError(409, "conflict", "Already paid"), undefined)).toBe(false);
    expect(leavesSession(new ApiError(500, "internal", "Boom"), undefined)).toBe(false);
    expect(leavesSession(new ApiError(0, "network", "Offline"), undefined)).toBe(false);
    expect(leavesSession(new Error("plain"), undefined)).toBe(false);
  });

  it("a live listener's permission-denied does too (Firestore errors carry a code, no status)", () => {
    expect(
      leavesSession(
        { code: "permission-denied", message: "Missing or insufficient permissions." },
        undefined,
      ),
    ).toBe(true);
  });

  it("an operation whose 403 is its own answer keeps the session on 403, never on 401", () => {
    const meta: AccessMeta = { forbiddenIsAnswer: true };
    expect(leavesSession(forbidden, meta)).toBe(false);
    expect(leavesSession(unauthenticated, meta)).toBe(true);
  });
});

describe("the query client applies the rule once, for queries and mutations", () => {
  const fail = (error: unknown) => () => Promise.reject(error);

  it("calls onAccessDenied once for a refused query, never for another failure", async () => {
    const onAccessDenied = vi.fn();
    const client = createQueryClient({ onAccessDenied });
    await client
      .fetchQuery({ queryKey: ["users", "a"], queryFn: fail(unauthenticated) })
      .catch(() => undefined);
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
    expect(onAccessDenied).toHaveBeenCalledWith(unauthenticated);
    await client
      .fetchQuery({ queryKey: ["users", "b"], queryFn: fail(new ApiError(404, "not-found", "Nope")) })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ["purchases", "c"],
        queryFn: fail(forbidden),
        meta: { forbiddenIsAnswer: true },
      })
      .catch(() => undefined);
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
  });

  it("sends a staff call refused for want of a second factor to enrol one, keeping the session (issue 52)", async () => {
    const onAccessDenied = vi.fn();
    const onSecondFactorRequired = vi.fn();
    const client = createQueryClient({ onAccessDenied, onSecondFactorRequired });
    const refusal = new ApiError(403, SECOND_FACTOR_CODE, SECOND_FACTOR_MESSAGE);
    expect(leavesSession(refusal, undefined)).toBe(false);
    await client.fetchQuery({ queryKey: ["users", "mfa"], queryFn: fail(refusal) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(refusal) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onSecondFactorRequired).toHaveBeenCalledTimes(2);
    expect(onAccessDenied).not.toHaveBeenCalled();
  });

  it("calls onAccessDenied for a refused mutation unless its 403 is its own answer", async () => {
    const onAccessDenied = vi.fn();
    const client = createQueryClient({ onAccessDenied });
    const run = (error: unknown, meta?: AccessMeta) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(error), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run(forbidden);
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
    await run(forbidden, { forbiddenIsAnswer: true });
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
    await run(unauthenticated, { forbiddenIsAnswer: true });
    expect(onAccessDenied).toHaveBeenCalledTimes(2);
  });

  it("asks a 4xx once (the answer is shown at once), a 5xx or a network failure twice", async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient({ onAccessDenied: vi.fn() });
      const refused = vi.fn(fail(new ApiError(404, "not-found", "Nope")));
      await client.fetchQuery({ queryKey: ["products", 1], queryFn: refused }).catch(() => undefined);
      expect(refused).toHaveBeenCalledTimes(1);

      const broken = vi.fn(fail(new ApiError(503, "unavailable", "Try later")));
      const settled = client
        .fetchQuery({ queryKey: ["products", 2], queryFn: broken })
        .catch(() => undefined);
      await vi.runAllTimersAsync();
      await settled;
      expect(broken).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
