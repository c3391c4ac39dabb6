import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom has <dialog> but not its modal methods; emulate just the open attribute.
const dialog = HTMLDialogElement.prototype;
if (typeof dialog.showModal !== "function") {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}

// findBy* and waitFor wait for their condition up to 10 s (Testing Library's default is 1 s): beside
// the emulator suites' bursts a component's first render took longer than 1 s (runs 19 and 23).
// A condition that holds still ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
