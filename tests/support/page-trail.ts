/**
 * What the pages of the running e2e test did, for the message of a test that fails: each API
 * call that wrote or was refused (with the error's message), navigations, failed requests, page
 * errors and console errors, the last 40 of them. A click that "sent nothing" (cart.e2e, twice in
 * whole runs of 2026-11-29) then says whether a request left, and what the shop answered; the
 * API requests still unanswered and what each open page shows are added when the test failed
 * (`describePages`, before its contexts close).
 */
import type { Page } from "playwright-core";

const KEEP = 40;
const trail: string[] = [];
let since = Date.now();
/** The API requests sent and not yet answered (or failed), with when they left. */
const waiting = new Map<object, string>();

function note(line: string): void {
  trail.push(`+${((Date.now() - since) / 1000).toFixed(1)} s ${line}`);
  if (trail.length > KEEP) trail.splice(0, trail.length - KEEP);
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Records `page`'s API answers, navigations and errors into the trail. */
export function watchTrail(page: Page): void {
  page.on("request", (request) => {
    if (!pathOf(request.url()).startsWith("/api/")) return;
    waiting.set(
      request,
      `${request.method()} ${pathOf(request.url())} (sent +${((Date.now() - since) / 1000).toFixed(1)} s)`,
    );
  });
  page.on("requestfinished", (request) => void waiting.delete(request));
  page.on("response", (response) => {
    const request = response.request();
    if (!pathOf(request.url()).startsWith("/api/")) return;
    const status = response.status();
    if (request.method() === "GET" && status < 400) return;
    const line = `${request.method()} ${pathOf(request.url())} → ${status}`;
    if (status < 400) return note(line);
    response.text().then(
      (body) => note(`${line} ${body.slice(0, 200)}`),
      () => note(line),
    );
  });
  page.on("requestfailed", (request) => {
    waiting.delete(request);
    note(`✗ ${request.method()} ${pathOf(request.url())}: ${request.failure()?.errorText ?? "failed"}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`→ ${pathOf(frame.url())}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message.slice(0, 300)}`));
  page.on("console", (message) => {
    if (message.type() === "error") note(`console error: ${message.text().slice(0, 300)}`);
  });
}

/**
 * Adds to the trail what a failed test's open pages show (their address and the start of their
 * text) and the API requests still unanswered: a click that "did nothing" then says whether the
 * page was still loading, showed an error, or waited for the shop.
 */
export async function describePages(pages: Page[]): Promise<void> {
  for (const page of pages) {
    // The main content (the header is the same on every page), then the fields marked invalid.
    const text = await page
      .evaluate(() => {
        // An open dialog first: it sits at the end of the page, past the text kept.
        const dialog = document.querySelector<HTMLElement>("dialog[open]");
        const main = `${dialog ? `[dialog: ${dialog.innerText}] ` : ""}${
          (document.querySelector("main") ?? document.body).innerText
        }`;
        const invalid = Array.from(document.querySelectorAll("[aria-invalid=true]")).map(
          (el) => el.getAttribute("name") ?? el.id,
        );
        const shown = main.replace(/\s+/g, " ").trim().slice(0, 600);
        return invalid.length > 0 ? `${shown} [invalid: ${invalid.join(", ")}]` : shown;
      })
      .catch((err: unknown) => `(unreadable: ${String(err).slice(0, 100)})`);
    note(`page at ${pathOf(page.url())} shows: ${text}`);
  }
  for (const request of waiting.values()) note(`still unanswered: ${request}`);
}

/** The trail since the last call (and starts a new one). */
export function takeTrail(): string[] {
  since = Date.now();
  waiting.clear();
  return trail.splice(0);
}
