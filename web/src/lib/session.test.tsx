import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, SessionProvider, useSession } from "./session";

// Auth never answers here: the test is about the states before it does.
vi.mock("./firebase-auth", () => ({ getFirebaseAuth: () => ({}) }));
vi.mock("firebase/auth", () => ({ onIdTokenChanged: () => () => {} }));

function Status() {
  return <p>{useSession().session.status}</p>;
}
const app = (
  <SessionProvider>
    <Status />
  </SessionProvider>
);

afterEach(() => localStorage.clear());

describe("SessionProvider on a pre-rendered page", () => {
  it("hydrates signed out like the build rendered it, then shows this browser's stored session", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "stored-token");
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    expect(container.textContent).toBe("signed-out");
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (e) => hydrationErrors.push(e) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toBe("loading");
    container.remove();
  });

  it("a visitor without a stored session stays signed out", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, app);
    });
    expect(container.textContent).toBe("signed-out");
    container.remove();
  });
});
