/**
 * Debian's Chromium driven by playwright-core; never a downloaded browser, never the network.
 *
 * Every context and page made through launchBrowser() is watched for Content-Security-Policy
 * violations: a `securitypolicyviolation` listener in every frame (popups and cross-origin frames
 * included) and the console's CSP messages. Under Vitest, each test fails if any was seen while it
 * ran, so every e2e test also proves that the shop works under its CSP.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SECOND_FACTOR_MESSAGE } from "@shop/domain";
import { smsCode } from "./auth.js";
import { SHOP_URL } from "./env.js";
import { watchTrail } from "./page-trail.js";

/** Debian's Chromium, for Lighthouse (the browser visitors run). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The tests' browser: Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * engine without the desktop browser's layers, what Playwright itself runs headless) when it is
 * installed. A targeted e2e run (auth, cart, payment, product page, customer: 28 tests) used
 * 69 CPU-s of browser instead of 142 and took 138 s instead of 187 s. Else the full Chromium.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ??
  "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];

const violations: string[] = [];

/** The CSP violations seen since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return violations.splice(0, violations.length);
}

interface ViolationReport {
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

declare global {
  interface Window {
    __reportCspViolation?: (report: ViolationReport) => void;
  }
}

function watchConsole(page: Page): void {
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(`console on ${page.url()}: ${text}`);
  });
}

async function guardContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", ({ frame }, report: ViolationReport) => {
    violations.push(
      `${frame.url()}: ${report.directive} blocked ${report.blocked || "(inline)"}` +
        (report.source ? ` (${report.source}:${report.line})` : ""),
    );
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__reportCspViolation?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
      });
    });
  });
  context.on("page", watchConsole);
  context.pages().forEach(watchConsole);
}

/**
 * What React says when a pre-rendered page does not hydrate cleanly. Development builds write it
 * out ("Hydration failed …", "… did not match …"); production builds report a minified error:
 * #418 hydration mismatch, #419 a boundary the server could not finish, #421 an update before
 * hydration finished, #422/#423 an error while hydrating, #425 text mismatch.
 */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

const hydrationProblems: string[] = [];

/** Records React's hydration errors and warnings on this page (see takeHydrationProblems). */
export function watchHydration(page: Page): void {
  const record = (text: string) => hydrationProblems.push(`${page.url()}: ${text.slice(0, 500)}`);
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && HYDRATION_PROBLEM.test(m.text()))
      record(m.text());
  });
  page.on("pageerror", (e) => {
    if (HYDRATION_PROBLEM.test(e.message)) record(e.message);
  });
}

/**
 * The hydration problems seen since the last call (and forgets them). The e2e suite's setup
 * (tests/support/e2e-setup.ts) fails every test after which this is not empty.
 */
export function takeHydrationProblems(): string[] {
  return hydrationProblems.splice(0);
}

/** How long a navigation or an action may wait by default. */
const PAGE_WAIT_MS = 60_000;
/** How long a test waits for something on screen: the contexts' default, for explicit waits. */
export const UI = { timeout: PAGE_WAIT_MS } as const;

/** Chromium; every page opened through it (browser.newPage or a new context's pages) is watched. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(TEST_CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${TEST_CHROMIUM}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)`,
    );
  }
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // As a visitor who asks for reduced motion (the shop honours it: web/src/app/styles.css): a
    // spinner turning through a test's waits repainted 60 times a second. Two files (payment,
    // customer) took 159 CPU-s instead of 182; the first run caught dismissed toasts staying on
    // screen under reduced motion (fixed in the style sheet).
    const context = await newContext({ reducedMotion: "reduce", ...options });
    // Twice Playwright's 30 s: beside two other lanes on CI's two cores, a page whose photos come
    // from the Storage emulator took over 30 s to fire "load" (these are not speed assertions).
    context.setDefaultNavigationTimeout(PAGE_WAIT_MS);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    await guardContext(context);
    context.on("page", watchHydration);
    context.on("page", watchTrail);
    return context;
  };
  // Like Playwright's own newPage: a page in a context of its own, closed with it.
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once("close", () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

/**
 * Throws when a page reported Content-Security-Policy violations since the last call (the e2e
 * suite's setup runs it after every test and file: tests/support/e2e-setup.ts).
 */
export function failOnCspViolations(): void {
  const seen = takeCspViolations();
  if (seen.length > 0) {
    throw new Error(`Content-Security-Policy violations (${seen.length}):\n  ${seen.join("\n  ")}`);
  }
}

/**
 * A new page of `context`, signed in through /login as a person would (waits until it leaves
 * /login). Signing in ends with the account's first API call (PUT /users/:email), which a cold
 * functions worker on two busy cores answered after more than 30 s: it may take a minute.
 * An account with a second factor (issue 52: staff) gets its SMS code, as its owner would read
 * it from the phone: the emulator lists the code of the session the page started.
 */
export async function signInThroughLogin(
  context: BrowserContext,
  email: string,
  password: string,
  timeout = PAGE_WAIT_MS,
): Promise<Page> {
  const page = await context.newPage();
  await signInOnPage(page, email, password, timeout);
  return page;
}

/** Signs `page` in through /login (signInThroughLogin), the second factor's code too when asked. */
export async function signInOnPage(page: Page, email: string, password: string, timeout = PAGE_WAIT_MS) {
  await page.goto(`${SHOP_URL}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const left = page.waitForURL((url) => url.pathname !== "/login", { timeout }).then(() => null);
  const codeSent = smsSessionOf(page, "mfaSignIn:start", timeout);
  left.catch(() => undefined);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const sessionInfo = await Promise.race([left, codeSent]);
  if (sessionInfo !== null) {
    await page.getByLabel("Code", { exact: true }).fill(await smsCode(sessionInfo));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
  }
  await left;
}

/**
 * Enrols a phone on the dashboard's enrol page (issue 52: a staff account without a second factor
 * is shown only that page), reading the SMS code as its owner would from the phone.
 */
export async function enrolSecondFactorOnPage(
  page: Page,
  phoneNumber = "+15555550142",
  timeout = PAGE_WAIT_MS,
) {
  await page.getByRole("heading", { level: 1, name: SECOND_FACTOR_MESSAGE }).waitFor({ timeout });
  await page.getByLabel("Phone number", { exact: true }).fill(phoneNumber);
  const sent = smsSessionOf(page, "mfaEnrollment:start", timeout);
  await page.getByRole("button", { name: "Send code", exact: true }).click();
  // The field shows once the emulator answered the enrolment's start: its session is known then.
  await page.getByLabel("Code", { exact: true }).waitFor({ timeout });
  await page.getByLabel("Code", { exact: true }).fill(await smsCode(await sent));
  await page.getByRole("button", { name: "Turn on two-factor sign-in", exact: true }).click();
  await page
    .locator(".Toastify")
    .getByText("Two-factor sign-in is on", { exact: true })
    .waitFor({ timeout, state: "attached" });
}

/**
 * The SMS session the page's next `operation` call (mfaSignIn:start, mfaEnrollment:start) opens
 * at the Auth emulator; never settles when no such call comes (a customer's sign-in).
 */
export function smsSessionOf(page: Page, operation: string, timeout = PAGE_WAIT_MS): Promise<string> {
  return new Promise<string>((resolve) => {
    page
      .waitForResponse((r) => r.url().includes(`/v2/accounts/${operation}`) && r.ok(), { timeout })
      .then(async (r) => {
        const body = (await r.json()) as {
          phoneResponseInfo?: { sessionInfo: string };
          phoneSessionInfo?: { sessionInfo: string };
        };
        const info = body.phoneResponseInfo ?? body.phoneSessionInfo;
        if (info) resolve(info.sessionInfo);
      })
      .catch(() => undefined);
  });
}

/**
 * Waits until React has hydrated the element `selector` names (React keeps its props on the DOM
 * node): before that a link is a plain link, whose click loads the next page from the server.
 * A first-time visitor's pre-rendered page hydrates on their first intent
 * (web/src/app/hydrate-on-intent.ts): the pointer moves over the page first, as a visitor's does.
 */
export async function waitForHydrated(page: Page, selector: string, timeout = 20_000): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
    },
    selector,
    { timeout },
  );
}
