import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, SessionProvider, useSession } from "./session";

// A hand-driven Auth: it answers only when a test calls `fake.listener`.
interface FakeUser {
  uid: string;
  getIdTokenResult: () => Promise<{ token: string }>;
}
const fake = vi.hoisted(() => ({
  auth: { currentUser: null as unknown },
  listener: undefined as ((user: unknown) => void) | undefined,
}));
vi.mock("../firebase/firebase-auth", () => ({ getFirebaseAuth: () => fake.auth }));
vi.mock("firebase/auth", () => ({
  onIdTokenChanged: (_auth: unknown, next: (user: unknown) => void) => {
    fake.listener = next;
    return () => {
      fake.listener = undefined;
    };
  },
}));

function Status() {
  return <p>{useSession().session.status}</p>;
}
const app = (
  <SessionProvider>
    <Status />
  </SessionProvider>
);

afterEach(() => {
  localStorage.clear();
  fake.auth.currentUser = null;
});

describe("SessionProvider on a pre-rendered page", () => {
  it("hydrates signed out like the build rendered it, then shows this browser's stored session", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "stored-token");
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    expect(container.textContent).toBe("signed-out");
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (e) => hydrationErrors.push(e) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toBe("loading");
    act(() => root?.unmount());
    container.remove();
  });

  it("a visitor without a stored session stays signed out", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    expect(container.textContent).toBe("signed-out");
    act(() => root?.unmount());
    container.remove();
  });
});

describe("SessionProvider and a slow token", () => {
  it("a token that arrives after the user signed out does not sign them back in", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "stored-token");
    let answer: (value: { token: string }) => void = () => {};
    const user: FakeUser = {
      uid: "carl",
      getIdTokenResult: () => new Promise((resolve) => (answer = resolve)),
    };
    fake.listener = undefined;
    render(app);
    await vi.waitFor(() => expect(fake.listener).toBeDefined());
    fake.auth.currentUser = user;
    act(() => fake.listener?.(user));
    // The admin gate signs Carl out while his token is still on its way.
    fake.auth.currentUser = null;
    act(() => fake.listener?.(null));
    expect(screen.getByText("signed-out")).toBeTruthy();
    await act(async () => answer({ token: "late-token" }));
    expect(screen.getByText("signed-out")).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
