/**
 * Emulator launcher support: decides how the Firestore emulator is provided, whether the
 * Storage emulator can start, and writes the run's firebase config (ports shifted by
 * GIMBAL_PORT_OFFSET so several checkouts can test side by side on one machine).
 *
 * firebase-tools is pinned to 14.18.0 in package.json: it is the last release that starts the
 * Java emulators on Java 11-17; 14.19.0 and later refuse Java < 21, and Java 21 is not
 * installable on Debian 12 (see docs/local-platform.md, "Offline notes").
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { writeListenClosePatches } from "./firestore-listen-close.js";
import { writePatchedTriggerPool } from "./firestore-trigger-threads.js";
import { buildStorageRulesRuntime } from "./storage-rules-runtime.js";
import { localPolicy, securityHeaders, withSecurityHeaders, type LocalOrigins } from "./security-headers.js";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const PROJECT_ID = "demo-gimbal";
const GCLOUD_FIRESTORE_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

interface DownloadableInfo {
  downloadPathRelativeToCacheDir: string;
}

function firebaseToolsEmulatorInfo(name: "firestore" | "storage"): DownloadableInfo {
  const file = path.join(ROOT, "node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json");
  const info = JSON.parse(readFileSync(file, "utf8")) as Record<string, DownloadableInfo>;
  const entry = info[name];
  if (!entry) throw new Error(`firebase-tools has no ${name} emulator entry`);
  return entry;
}

function cachedJar(name: "firestore" | "storage"): string {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? path.join(homedir(), ".cache/firebase/emulators");
  return path.join(cacheDir, firebaseToolsEmulatorInfo(name).downloadPathRelativeToCacheDir);
}

export interface FirestoreProvision {
  how: "firebase-tools cache" | "google-cloud-cli jar" | "env override";
  env: Record<string, string>;
  /**
   * What the wrapper JAR changes, in words: how trigger events are delivered
   * (firestore-trigger-threads.ts) and whether a closed browser's listeners are dropped
   * (firestore-listen-close.ts).
   */
  patches: string;
}

const AS_SHIPPED = "as the emulator ships it (triggers one at a time, closed listeners kept)";

/** How the Firestore emulator will be provided, or an error naming what to install. */
export function provisionFirestore(): FirestoreProvision {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    return { how: "env override", env: {}, patches: AS_SHIPPED };
  }
  if (existsSync(cachedJar("firestore"))) {
    return { how: "firebase-tools cache", env: {}, patches: AS_SHIPPED };
  }
  if (existsSync(GCLOUD_FIRESTORE_JAR)) {
    const wrapper = buildWrapperJar();
    return {
      how: "google-cloud-cli jar",
      env: { FIRESTORE_EMULATOR_BINARY_PATH: wrapper.jar },
      patches: [
        wrapper.concurrent
          ? "up to 4 trigger events at once"
          : "ONE trigger event at a time (its trigger pool did not match the patch: firestore-trigger-threads.ts)",
        wrapper.listenClose
          ? "a closed browser's listeners dropped"
          : "a closed browser's listeners KEPT (its classes did not match the patch: firestore-listen-close.ts)",
      ].join("; "),
    };
  }
  if (process.env.GIMBAL_ALLOW_EMULATOR_DOWNLOAD === "1") {
    return { how: "firebase-tools cache", env: {}, patches: AS_SHIPPED };
  }
  throw new Error(
    [
      "No Firestore emulator is available on this machine.",
      `  - firebase-tools' cached JAR is missing (${cachedJar("firestore")}), and`,
      `  - the Google Cloud CLI emulator JAR is missing (${GCLOUD_FIRESTORE_JAR}).`,
      "Install one of them: `apt-get install google-cloud-cli-firestore-emulator` (Java 11+),",
      "or, on a machine with internet and Java 21, run with GIMBAL_ALLOW_EMULATOR_DOWNLOAD=1",
      "so that firebase-tools downloads its own JAR.",
    ].join("\n"),
  );
}

/**
 * A JAR whose Main-Class is the emulator's and whose Class-Path is the real JAR, carrying patched
 * copies of three of its classes: the main class with its trigger pool's core size set
 * (firestore-trigger-threads.ts), so that it delivers up to 4 trigger events at once instead of
 * one, and the two that keep a closed browser's listeners (firestore-listen-close.ts); built once
 * per install.
 */
function buildWrapperJar(): { jar: string; concurrent: boolean; listenClose: boolean } {
  const dir = path.join(ROOT, "node_modules/.cache/gimbal");
  mkdirSync(dir, { recursive: true });
  const jar = path.join(dir, "firestore-emulator-wrapper-patched.jar");
  const marker = `${jar}.json`;
  if (existsSync(jar) && existsSync(marker)) {
    return {
      jar,
      ...(JSON.parse(readFileSync(marker, "utf8")) as { concurrent: boolean; listenClose: boolean }),
    };
  }
  const manifest = path.join(dir, "MANIFEST.MF");
  writeFileSync(
    manifest,
    `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`,
  );
  const triggerPool = writePatchedTriggerPool(GCLOUD_FIRESTORE_JAR, dir);
  const listenClose = writeListenClosePatches(GCLOUD_FIRESTORE_JAR, dir);
  const entries = [...(triggerPool ? [triggerPool] : []), ...listenClose];
  execFileSync("jar", ["cfm", jar, manifest, ...entries], { cwd: dir });
  const patched = { concurrent: triggerPool !== null, listenClose: listenClose.length > 0 };
  writeFileSync(marker, JSON.stringify(patched));
  return { jar, ...patched };
}

export interface StorageProvision {
  /** How the Storage emulator's rules runtime is provided; null when the emulator cannot start. */
  how: "firebase-tools cache" | "built from the Firestore emulator's rules engine" | "env override" | null;
  env: Record<string, string>;
  /** What the launcher prints about it. */
  note: string;
}

let storageProvision: StorageProvision | undefined;

/**
 * How the Storage emulator's rules runtime (a Java program firebase-tools only downloads) is
 * provided: firebase-tools' cached JAR where present, otherwise one built here from
 * tools/storage-rules-runtime/ against the rules engine in the Firestore emulator JAR (see
 * scripts/lib/storage-rules-runtime.ts). Decided once per process.
 */
export function provisionStorage(): StorageProvision {
  storageProvision ??= decideStorage();
  return storageProvision;
}

function decideStorage(): StorageProvision {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) {
    return { how: "env override", env: {}, note: "Storage emulator: env override" };
  }
  if (existsSync(cachedJar("storage"))) {
    return { how: "firebase-tools cache", env: {}, note: "Storage emulator: firebase-tools cache" };
  }
  const why = existsSync(GCLOUD_FIRESTORE_JAR)
    ? tryBuildStorageRuntime()
    : { error: `the Firestore emulator JAR whose rules engine it uses is missing (${GCLOUD_FIRESTORE_JAR})` };
  if ("jar" in why) {
    return {
      how: "built from the Firestore emulator's rules engine",
      env: { STORAGE_EMULATOR_BINARY_PATH: why.jar },
      note: `Storage emulator: rules runtime built from the Firestore emulator's rules engine${why.compiled ? " (compiled now)" : ""}`,
    };
  }
  return { how: null, env: {}, note: storageUnavailableNotice(why.error) };
}

function tryBuildStorageRuntime(): { jar: string; compiled: boolean } | { error: string } {
  try {
    return buildStorageRulesRuntime(ROOT, GCLOUD_FIRESTORE_JAR);
  } catch (err) {
    return {
      error: `its rules runtime could not be built: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

const storageUnavailableNotice = (reason: string) =>
  `Storage emulator: NOT STARTED (${reason}).\n` +
  "  Disabled: product image and avatar upload to Cloud Storage (the forms take an image URL instead)\n" +
  "  and the storage.rules behaviour tests (reported as not run).";

export interface Ports {
  hub: number;
  logging: number;
  auth: number;
  firestore: number;
  firestoreWs: number;
  functions: number;
  hosting: number;
  storage: number;
  eventarc: number;
  tasks: number;
  /** The emulator clock's control endpoint (scheduled jobs, held tasks): scripts/lib/emulator-clock.cjs. */
  clock: number;
  stripe: number;
  vite: number;
  /** MailDev (scripts/lib/maildev.ts): SMTP, and its web inbox + API. */
  mailSmtp: number;
  mailWeb: number;
}

/**
 * Ports of one run. GIMBAL_PORT_OFFSET shifts them all; use multiples of 1000 (1000 to 6000) so
 * that the sets of two checkouts never overlap.
 */
export function ports(offset = Number(process.env.GIMBAL_PORT_OFFSET ?? 0)): Ports {
  const p: Ports = {
    hub: 4400 + offset,
    logging: 4500 + offset,
    auth: 9099 + offset,
    firestore: 8080 + offset,
    firestoreWs: 9150 + offset,
    functions: 5001 + offset,
    hosting: 5050 + offset,
    storage: 9199 + offset,
    eventarc: 9299 + offset,
    tasks: 9499 + offset,
    clock: 9599 + offset,
    stripe: 12111 + offset,
    vite: 5173 + offset,
    mailSmtp: 1025 + offset,
    mailWeb: 1080 + offset,
  };
  const unsafe = Object.entries(p).filter(([, port]) => BROWSER_BLOCKED_PORTS.has(port));
  if (unsafe.length > 0) {
    throw new Error(
      `GIMBAL_PORT_OFFSET=${offset} puts ${unsafe.map(([n, v]) => `${n} on ${v}`).join(", ")}: browsers and fetch() refuse that port. Pick another offset.`,
    );
  }
  return p;
}

/** Ports that Chromium and Node's fetch() refuse to connect to (the "unsafe ports" list, in our range). */
const BROWSER_BLOCKED_PORTS = new Set([
  4045, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * Writes the firebase config this run uses (git-ignored `.firebase-<hub port>.json`, always, even
 * on the default ports): firebase.json with this run's ports and, in place of the production
 * security headers, the same headers whose CSP is the production policy plus only the local
 * servers that stand in for Google's and Stripe's hosts (security-headers.ts, localPolicy).
 * `storage`: whether this run starts the Storage emulator.
 */
export function runConfig(p: Ports, storage = storageProvision?.how != null): string {
  const base = path.join(ROOT, "firebase.json");
  const config = JSON.parse(readFileSync(base, "utf8")) as Parameters<typeof withSecurityHeaders>[0] & {
    emulators: Record<string, { port?: number; websocketPort?: number }>;
  };
  const e = config.emulators;
  const set = (name: string, port: number) => {
    const entry = e[name];
    if (entry) entry.port = port;
  };
  set("hub", p.hub);
  set("logging", p.logging);
  set("auth", p.auth);
  set("firestore", p.firestore);
  set("functions", p.functions);
  set("hosting", p.hosting);
  set("storage", p.storage);
  set("eventarc", p.eventarc);
  set("tasks", p.tasks);
  const fs = e.firestore;
  if (fs) fs.websocketPort = p.firestoreWs;
  const local = localPolicy(PROJECT_ID, localOrigins(p, storage));
  const out = path.join(ROOT, `.firebase-${p.hub}.json`);
  writeFileSync(out, JSON.stringify(withSecurityHeaders(config, securityHeaders(local)), null, 2));
  return out;
}

/** The local servers of one run, as the browser reaches them. */
export function localOrigins(p: Ports, storage: boolean): LocalOrigins {
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  return {
    stripe: origin(p.stripe),
    auth: origin(p.auth),
    firestore: origin(p.firestore),
    ...(storage ? { storage: origin(p.storage) } : {}),
  };
}

export const STRIPE_LOCAL = {
  secretKey: "sk_test_local_gimbal",
  publishableKey: "pk_test_local_gimbal",
  webhookSecret: "whsec_local_gimbal_dev_only",
};

/** The local shop's mail addresses: the shop's inbox is the demo admin's. */
export const LOCAL_MAIL = {
  from: "Gimbal Shop <shop@gimbal.test>",
  shopEmail: "admin@gimbal.test",
};

/** Function URLs as the Functions emulator serves them. */
export function functionUrl(p: Ports, name: string): string {
  return `http://127.0.0.1:${p.functions}/${PROJECT_ID}/us-central1/${name}`;
}

/** Functions parameters the launcher hands on from its environment. */
export const PASS_THROUGH_PARAMS = [
  "PURCHASE_HOLD_SECONDS",
  "MAX_UNPAID_PURCHASES",
  "LIMIT_ORDERS_PER_HOUR",
  "LIMIT_QUOTES_PER_HOUR",
  "LIMIT_CANCELS_PER_HOUR",
  "LIMIT_CONTACT_PER_ADDRESS_HOUR",
  "LIMIT_CONTACT_PER_MINUTE",
  "LIMIT_FEEDBACK_PER_DAY",
] as const;

/**
 * Environment the functions see in the emulator: written to functions/.env.local and
 * functions/.secret.local (both git-ignored, read only by the emulator), so the deployed code
 * path is the same and only the Stripe host differs.
 */
export function writeFunctionsEmulatorEnv(p: Ports): void {
  const dir = path.join(ROOT, "functions");
  writeFileSync(
    path.join(dir, ".env.local"),
    [
      `STRIPE_API_HOST=127.0.0.1`,
      `STRIPE_API_PORT=${p.stripe}`,
      `STRIPE_API_PROTOCOL=http`,
      // Mail: MailDev's address and the demo shop's addresses (production sets its own).
      `SHOP_URL=http://127.0.0.1:${p.hosting}`,
      `MAIL_FROM="${LOCAL_MAIL.from}"`,
      `SHOP_EMAIL=${LOCAL_MAIL.shopEmail}`,
      // The demo seller, one identity for invoices, Stripe Tax's origin and the one-line address
      // rule (functions/src/platform/seller.ts; production sets its own, docs/operations.md, "Production deployment"): a
      // US company in its own country, with a US (EIN-style) tax number. Tax is each order's, from
      // Stripe Tax.
      `SELLER_NAME="Gimbal Shop Inc."`,
      `SELLER_ADDRESS="1200 Congress Avenue|Austin, TX 78701|United States"`,
      `SELLER_COUNTRY=US`,
      `SELLER_TAX_NUMBER="EIN 12-3456789"`,
      // Returns: where the demo shop's returned pieces go (mailed with each approval).
      `RETURN_ADDRESS="Gimbal Shop Returns|1200 Congress Avenue|Austin, TX 78701|United States"`,
      // The emulator's Hosting forwards X-Forwarded-For unchanged (production's appends the
      // client's address) and the functions emulator is the one hop before the code: one hop.
      `TRUST_PROXY_HOPS=1`,
      // The image fetcher refuses private addresses; local runs let it reach the tests' https
      // image server on localhost (tests/support/image-server.ts). Production: none.
      `IMAGE_FETCH_ALLOW_HOSTS=localhost`,
      // Order-lifecycle parameters pass through from the launcher's own environment when set
      // (a demo or a test can use a 30 s hold); otherwise the functions' defaults apply.
      ...PASS_THROUGH_PARAMS.flatMap((name) => (process.env[name] ? [`${name}=${process.env[name]}`] : [])),
      "",
    ].join("\n"),
  );
  writeFileSync(
    path.join(dir, ".secret.local"),
    [
      `STRIPE_SECRET_KEY=${STRIPE_LOCAL.secretKey}`,
      `STRIPE_WEBHOOK_SECRET=${STRIPE_LOCAL.webhookSecret}`,
      `SMTP_CONNECTION_URI=smtp://127.0.0.1:${p.mailSmtp}`,
      "",
    ].join("\n"),
  );
}

/**
 * Vite env for a build or dev server that talks to the emulators. `storage`: whether this run
 * starts the Storage emulator; by default what the launcher decided in this process (no decision,
 * as in the unit tests' config: no Storage emulator).
 */
export function webEmulatorEnv(p: Ports, storage = storageProvision?.how != null): Record<string, string> {
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_USE_EMULATORS: "true",
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${p.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    VITE_STORAGE_EMULATOR_HOST: storage ? `127.0.0.1:${p.storage}` : "",
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_LOCAL.publishableKey,
    VITE_STRIPE_JS_URL: `http://127.0.0.1:${p.stripe}/js/stripe.js`,
    VITE_API_BASE: "/api",
    // Canonical URLs, previews and the sitemap name the Hosting emulator's address.
    VITE_SITE_URL: `http://127.0.0.1:${p.hosting}`,
  };
}
