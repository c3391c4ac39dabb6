/**
 * The shop's security headers, built once here. `npm run headers` writes the production set into
 * firebase.json (hosting.headers, source "**"); a unit test checks that firebase.json holds
 * exactly this output. The emulator config of each run (runConfig in emulators.ts) takes the same
 * production policy and adds only the local origins that stand in for Google's and Stripe's
 * hosts (see localPolicy): there is no second, hand-kept policy.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** CSP directives in a fixed order; each maps to its sources. */
export type Policy = Record<string, string[]>;

export interface HeaderEntry {
  key: string;
  value: string;
}

/** Where Stripe.js, its frames and its API live (Stripe's CSP guidance). */
const STRIPE = {
  script: "https://js.stripe.com",
  frames: ["https://js.stripe.com", "https://hooks.stripe.com"],
  api: "https://api.stripe.com",
};

/**
 * reCAPTCHA, which Firebase Auth runs (invisible) before it sends a sign-in SMS: staff two-factor
 * sign-in by phone (issue 52 item 2) on /login and /dashboard/two-factor. Its script loads more
 * script from gstatic and shows its challenge in frames (Google's reCAPTCHA CSP guidance). Not
 * needed with the Auth emulator, whose SDK answers reCAPTCHA itself. One policy for every page:
 * the app navigates to the sign-in screens without reloading, so the first page's policy applies.
 */
const RECAPTCHA = {
  scripts: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frames: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

/** The click-to-load video player's host (web/src/components/ui/video-embed.tsx). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Google APIs the Firebase Web SDKs call from the browser. */
const FIREBASE_API_HOSTS = [
  "https://identitytoolkit.googleapis.com", // Auth: sign-in, sign-up, account lookups
  "https://securetoken.googleapis.com", // Auth: ID-token refresh
  "https://firestore.googleapis.com", // Firestore: live listeners (WebChannel)
  "https://firebasestorage.googleapis.com", // Storage: uploads and download URLs
];

/** Cloud Storage hosts images may come from (download URLs and public object URLs). */
const STORAGE_IMAGE_HOSTS = ["https://firebasestorage.googleapis.com", "https://storage.googleapis.com"];

/** The Auth domain Firebase's sign-in popup and its helper iframe are served from. */
export const authDomain = (projectId: string) => `https://${projectId}.firebaseapp.com`;

/** Where browsers send CSP violation reports (functions/src/security/routes.ts). */
export const CSP_REPORT_PATH = "/api/csp-reports";
export const CSP_REPORT_GROUP = "csp";

/** The production Content-Security-Policy of the shop in project `projectId`. */
export function productionPolicy(projectId: string): Policy {
  return {
    "default-src": ["'self'"],
    // No 'unsafe-inline', no 'unsafe-eval': the build has no inline script.
    "script-src": ["'self'", STRIPE.script, "https://apis.google.com", ...RECAPTCHA.scripts],
    // No 'unsafe-inline': react-toastify's injected <style> is avoided (web/vite.config.ts).
    "style-src": ["'self'"],
    // Images: the shop's own, data: and its Cloud Storage bucket only. An image given by address
    // (a product image, a profile photo, a Google picture) is fetched once by the server into the
    // bucket (functions/src/uploads/rehost-image.ts), so no third party serves the shop's pages.
    "img-src": ["'self'", "data:", ...STORAGE_IMAGE_HOSTS],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...FIREBASE_API_HOSTS, STRIPE.api],
    "frame-src": [...STRIPE.frames, authDomain(projectId), VIDEO_EMBED_ORIGIN, ...RECAPTCHA.frames],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Violations are reported to the API, which keeps a bounded, rate-limited sample for admins
    // (GET /api/csp-reports): report-uri for every browser, report-to where the Reporting API is.
    "report-uri": [CSP_REPORT_PATH],
    "report-to": [CSP_REPORT_GROUP],
  };
}

/** The local servers that stand in for production hosts in one emulator run. */
export interface LocalOrigins {
  /** The local Stripe-compatible server: its Stripe.js stand-in, frames and API. */
  stripe: string;
  /** The Auth emulator: REST calls and its sign-in helper iframe. */
  auth: string;
  /** The Firestore emulator (WebChannel over HTTP). */
  firestore: string;
  /** The Storage emulator, when it runs: uploads and the images it serves. */
  storage?: string;
}

/**
 * The emulator policy: the production policy plus the local origins, each added only to the
 * directives its production counterpart is in.
 */
export function localPolicy(projectId: string, local: LocalOrigins): Policy {
  const add: Policy = {
    "script-src": [local.stripe],
    "frame-src": [local.stripe, local.auth],
    "connect-src": [local.stripe, local.auth, local.firestore, ...(local.storage ? [local.storage] : [])],
    "img-src": local.storage ? [local.storage] : [],
  };
  const policy = productionPolicy(projectId);
  for (const [directive, sources] of Object.entries(add)) {
    const base = policy[directive];
    if (!base) throw new Error(`The production policy has no ${directive}`);
    policy[directive] = [...base, ...sources.filter((s) => !base.includes(s))];
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/** Every header Hosting sends on every response. */
export function securityHeaders(policy: Policy): HeaderEntry[] {
  return [
    { key: "Content-Security-Policy", value: serializePolicy(policy) },
    { key: "Reporting-Endpoints", value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: `camera=(), microphone=(), geolocation=(), payment=(self "${STRIPE.script}")`,
    },
  ];
}

export const SECURITY_HEADERS_SOURCE = "**";

/**
 * The app's screens of sign-in and of a signed-in account (the purchase page, the cart, every
 * dashboard screen), which Hosting serves from the app shell: a window that opens one of them
 * keeps no handle on it (Cross-Origin-Opener-Policy), and the Google sign-in popup keeps its
 * opener to hand the result back (`-allow-popups`). Not the public pages (home, shop, product
 * pages, about, services, contact, accessibility, privacy), which hold nothing of an account: a page with
 * this header starts a new browsing context group, so Chromium loads it in a new renderer process,
 * and Lighthouse's mobile run of the public pages counted that process's start in their Total
 * Blocking Time (issue 34: +130 to +450 ms a page on a 2-CPU machine, docs/security.md, "Security headers").
 */
export const OPENER_ISOLATED_SOURCES = [
  "/login",
  "/signup",
  "/cart",
  "/products/**",
  "/dashboard",
  "/dashboard/**",
] as const;

export const OPENER_POLICY: HeaderEntry = {
  key: "Cross-Origin-Opener-Policy",
  value: "same-origin-allow-popups",
};

const isOurs = (source: string) =>
  source === SECURITY_HEADERS_SOURCE || (OPENER_ISOLATED_SOURCES as readonly string[]).includes(source);

interface HostingHeaderRule {
  source: string;
  headers: HeaderEntry[];
}
interface FirebaseConfig {
  hosting?: { headers?: HostingHeaderRule[] } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * `config` with its "**" header rule (first in the list) set to `headers` and the opener policy's
 * rules after it; other rules kept.
 */
export function withSecurityHeaders<T extends FirebaseConfig>(config: T, headers: HeaderEntry[]): T {
  const hosting = config.hosting;
  if (!hosting) throw new Error("firebase.json has no hosting section");
  const others = (hosting.headers ?? []).filter((rule) => !isOurs(rule.source));
  const opener = OPENER_ISOLATED_SOURCES.map((source) => ({ source, headers: [OPENER_POLICY] }));
  return {
    ...config,
    hosting: { ...hosting, headers: [{ source: SECURITY_HEADERS_SOURCE, headers }, ...opener, ...others] },
  };
}

/** The headers in firebase.json's "**" rule, or undefined. */
export function configuredSecurityHeaders(config: FirebaseConfig): HeaderEntry[] | undefined {
  return config.hosting?.headers?.find((rule) => rule.source === SECURITY_HEADERS_SOURCE)?.headers;
}

/** The project firebase deploys to: `.firebaserc`'s default (demo-gimbal until you set yours). */
export function deployProjectId(root: string): string {
  const rc = JSON.parse(readFileSync(path.join(root, ".firebaserc"), "utf8")) as {
    projects?: { default?: string };
  };
  const id = rc.projects?.default;
  if (!id) throw new Error(".firebaserc has no default project");
  return id;
}
