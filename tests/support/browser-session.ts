/**
 * One Chromium per e2e file. `const session = browserSession()` at the top of a file launches it
 * before the file's tests and closes it after them; contexts opened with `session.newContext` are
 * closed after each test — or, with `{ keepContexts: true }`, after the file's last test (for files
 * whose tests go on in a context an earlier test signed in).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";

export interface BrowserSession {
  /** The file's Chromium (launched in beforeAll; every page it opens is watched, see browser.ts). */
  readonly browser: Browser;
  /** A new context of the file's Chromium, closed after the test (or the file, with keepContexts). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export function browserSession({ keepContexts = false }: { keepContexts?: boolean } = {}): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  if (!keepContexts) afterEach(closeContexts);
  afterAll(async () => {
    await closeContexts();
    await browser?.close();
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
