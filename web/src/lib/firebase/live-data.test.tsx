import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { User } from "firebase/auth";
import type { Query } from "firebase/firestore";
import { useEffect, useState, type ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { Observable } from "rxjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionValue, signedIn } from "@/testing/session-mock";

/** The Firestore listeners opened: their query and callbacks. */
const listeners: {
  query: unknown;
  next: (snap: unknown) => void;
  fail: (error: unknown) => void;
  closed: boolean;
}[] = [];
vi.mock("firebase/firestore", () => ({
  onSnapshot: (query: unknown, next: (snap: unknown) => void, fail: (error: unknown) => void) => {
    const listener = { query, next, fail, closed: false };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));

// reactfire stand-in: the signed-in Auth user, and useObservable reduced to "subscribe by id".
let authUser: User | null;
const observedIds: string[] = [];
vi.mock("reactfire", () => ({
  useFirestore: () => ({ name: "db" }),
  useUser: () => ({ status: "success", data: authUser }),
  useObservable: <T,>(id: string, source: Observable<T>) => {
    observedIds.push(id);
    const [value, setValue] = useState<{ v: T } | null>(null);
    useEffect(() => {
      const subscription = source.subscribe((v) => setValue({ v }));
      return () => subscription.unsubscribe();
      // reactfire keeps one subscription per id.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [id]);
    return value ? { hasEmitted: true, data: value.v } : { hasEmitted: false, data: undefined };
  },
}));

// A fresh session per test: the app leaves once per signed-in session.
let session = sessionValue(signedIn("Ada"));
vi.mock("@/lib/session/session", () => ({ useSession: () => session }));
const { useLiveCollection } = await import("./live-data");

const user = (uid: string) => ({ uid }) as User;
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const where = () => screen.getByTestId("where").textContent;
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={["/dashboard"]}>
    <Where />
    <Routes>
      <Route path="*" element={children} />
    </Routes>
  </MemoryRouter>
);
const fakeQuery = (uid: string) => ({ uid }) as unknown as Query<{ n: number }>;

describe("live Firestore data through reactfire", () => {
  beforeEach(() => {
    listeners.length = 0;
    observedIds.length = 0;
    session = sessionValue(signedIn("Ada"));
  });

  it("opens one listener for the signed-in user and turns snapshots into data", () => {
    authUser = user("u-1");
    const { result } = renderHook(() => useLiveCollection("mine", ({ user: u }) => fakeQuery(u.uid)), {
      wrapper,
    });
    expect(result.current.status).toBe("loading");
    expect(listeners).toHaveLength(1);
    expect(listeners[0]?.query).toEqual({ uid: "u-1" });
    act(() => listeners[0]?.next({ docs: [{ data: () => ({ n: 1 }) }, { data: () => ({ n: 2 }) }] }));
    expect(result.current).toEqual({ status: "success", data: [{ n: 1 }, { n: 2 }], error: undefined });
  });

  it("names each sign-in apart, so a listener refused at sign-out is never reused by the next sign-in", () => {
    const first = user("u-1");
    authUser = first;
    const { rerender } = renderHook(() => useLiveCollection("mine", ({ user: u }) => fakeQuery(u.uid)), {
      wrapper,
    });
    rerender();
    authUser = user("u-1"); // the same account signed in again: Auth makes a new user object
    rerender();
    authUser = first;
    rerender();
    const ids = [...new Set(observedIds)];
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id.includes(":mine:u-1:"))).toBe(true);
  });

  it("leaves the session once on permission-denied (spec §7): goes to / and signs out", async () => {
    authUser = user("u-2");
    const { result } = renderHook(() => useLiveCollection("mine", ({ user: u }) => fakeQuery(u.uid)), {
      wrapper,
    });
    act(() =>
      listeners[0]?.fail({ code: "permission-denied", message: "Missing or insufficient permissions." }),
    );
    expect(result.current.status).toBe("error");
    await waitFor(() => expect(where()).toBe("/"));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the screen copes without the data", () => {
    authUser = user("u-3");
    const { result } = renderHook(
      () => useLiveCollection("profile", ({ user: u }) => fakeQuery(u.uid), { onAccessDenied: "ignore" }),
      { wrapper },
    );
    act(() =>
      listeners[0]?.fail({ code: "permission-denied", message: "Missing or insufficient permissions." }),
    );
    expect(result.current.status).toBe("error");
    expect(session.signOut).not.toHaveBeenCalled();
    expect(where()).toBe("/dashboard");
  });
});
