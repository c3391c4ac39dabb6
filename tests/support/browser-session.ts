/**
 * One Chromium per e2e lane. The files of a lane run one after another in one process (vitest's
 * `isolate: false` for the e2e project): `const session = browserSession()` at the top of a file
 * gets the lane's browser before the file's tests (launching it for the lane's first file, or again
 * if it went away) and leaves it open for the next file; it closes with the process. Contexts
 * opened with `session.newContext` are closed after each test — or, with `{ keepContexts: true }`,
 * after the file's last test (for files whose tests go on in a context an earlier test signed in).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { describePages } from "./page-trail.js";

export interface BrowserSession {
  /** The lane's Chromium (got in beforeAll; every page it opens is watched, see browser.ts). */
  readonly browser: Browser;
  /** A new context of the lane's Chromium, closed after the test (or the file, with keepContexts). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

let laneBrowser: Promise<Browser> | undefined;

/** The lane's Chromium, launched on first use and again if it has gone away. */
async function sharedBrowser(): Promise<Browser> {
  const current = await laneBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  laneBrowser = launchBrowser();
  return laneBrowser;
}

/**
 * Closes a context as a visitor closes their tabs: each page is first left, so that its
 * `pagehide` closes Firestore's connection (web/src/lib/firebase/firebase-firestore.ts). Closed at
 * once, a page never says goodbye, and the emulator matches every later write against its
 * listeners for the rest of the run (scripts/lib/firestore-listen-close.ts).
 */
async function closeContext(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.goto("about:blank").catch(() => undefined)));
  await context.close().catch(() => undefined);
}

export function browserSession({ keepContexts = false }: { keepContexts?: boolean } = {}): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map(closeContext));
  };
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async ({ task }) => {
    // A failed test's trail says what its pages showed when it gave up (page-trail.ts).
    if (task.result?.state === "fail") await describePages(contexts.flatMap((c) => c.pages()));
    if (!keepContexts) await closeContexts();
  });
  // Every context still open (browser.newPage's too) belongs to this file: the next file starts clean.
  afterAll(async () => {
    contexts.splice(0);
    await Promise.all((browser?.contexts() ?? []).map(closeContext));
  });
  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error("The browser is launched in beforeAll: use it inside a hook or a test");
      return browser;
    },
    async newContext(options) {
      const context = await session.browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
  return session;
}
