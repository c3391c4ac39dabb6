import { beforeEach, describe, expect, it, vi } from "vitest";

const terminate = vi.fn(() => Promise.resolve());
vi.mock("firebase/firestore", () => ({
  getFirestore: () => ({ kind: "firestore" }),
  connectFirestoreEmulator: () => undefined,
  terminate,
}));
vi.mock("./firebase-app", () => ({ firebaseApp: () => ({ name: "[DEFAULT]" }) }));

/** A `pagehide` (happy-dom's PageTransitionEvent drops `persisted`, so it is set on a plain event). */
const leave = (persisted: boolean) =>
  window.dispatchEvent(Object.defineProperty(new Event("pagehide"), "persisted", { value: persisted }));

describe("Firestore's connection when the page goes away", () => {
  beforeEach(() => terminate.mockClear());

  it("is closed when the page is left for good, not when it goes into the back/forward cache", async () => {
    const { getDb } = await import("./firebase-firestore");
    const db = getDb();
    leave(true);
    expect(terminate).not.toHaveBeenCalled();
    leave(false);
    expect(terminate).toHaveBeenCalledExactlyOnceWith(db);
    expect(getDb()).toBe(db); // one instance, one listener
    leave(false);
    expect(terminate).toHaveBeenCalledTimes(2);
  });
});
