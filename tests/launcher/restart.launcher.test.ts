/**
 * `npm start` keeps the shop's data across a stop and a start, `--fresh` starts again from the
 * seed, and a start interrupted half-way leaves nothing that stops the next one. The launcher
 * really runs (scripts/start.ts as a child process, Ctrl-C as SIGINT to its process group) on
 * ports of its own (GIMBAL_PORT_OFFSET + 700 or the next shift whose ports overlap none of the suites'), with
 * its data in a temporary folder, in a copy of this checkout (tests/support/checkout-copy.ts): npm
 * test runs this suite beside the emulator suites' last files, and its builds must not replace the
 * web app and functions bundle their emulators serve.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ID, ROOT, ports } from "../../scripts/lib/emulators.js";
import { DEMO_ACCOUNTS, SEED_FEEDBACK, SEED_PRODUCTS } from "../../scripts/seed-data.js";
import { passwordSignIn } from "../support/auth-rest.js";
import { copyCheckout } from "../support/checkout-copy.js";

/**
 * The launcher's ports: the first shift (+ 700, + 1300, + 1700) whose port set shares no port with
 * the emulator suites' set — npm test runs this suite while their emulators are still up (+ 500
 * put the Auth emulator on their clock's port) — and has none that browsers refuse.
 */
const OFFSET = (() => {
  const base = Number(process.env.GIMBAL_PORT_OFFSET ?? 0);
  const taken = new Set(Object.values(ports(base)));
  const free = [700, 1300, 1700]
    .map((d) => base + d)
    .find((o) => {
      try {
        return Object.values(ports(o)).every((port) => !taken.has(port));
      } catch {
        return false; // a port browsers refuse
      }
    });
  if (free === undefined) throw new Error(`no free port set for the launcher beside offset ${base}`);
  return free;
})();
const P = ports(OFFSET);
const CHECKOUT = copyCheckout(ROOT);
const DATA = mkdtempSync(path.join(tmpdir(), "gimbal-launcher-"));
const READY = "Gimbal shop is running";
const INBOX = `http://127.0.0.1:${P.mailWeb}`;
const FIRESTORE = `http://127.0.0.1:${P.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: "Bearer owner" }; // the emulators' admin token: rules off
const product = (() => {
  const first = SEED_PRODUCTS[0];
  if (!first) throw new Error("the seed has no products");
  return first;
})();

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

/**
 * As `npm start` runs it: `node --import tsx`, one process. Through the `tsx` command a Ctrl-C
 * reaches a wrapper that waits 30 ms for the script to say it got the signal, then kills it (exit
 * 130): on two busy cores the launcher was killed mid-export that way (run 39).
 */
function launch(args: string[]): Run {
  const child = spawn("node", ["--import", "tsx", "scripts/start.ts", ...args], {
    cwd: CHECKOUT,
    env: { ...process.env, GIMBAL_PORT_OFFSET: String(OFFSET), GIMBAL_EMULATOR_DATA: DATA },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { child, output: () => out, exited };
}

/** Resolves when the launcher has printed `text` (checked on each chunk it prints). */
function until(run: Run, text: string, timeoutMs: number): Promise<void> {
  const { child } = run;
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.stderr?.off("data", check);
      child.off("exit", exited);
    };
    // Registered after spawn's own listeners: the chunk is already in the output when this runs.
    function check() {
      if (!run.output().includes(text)) return;
      stop();
      resolve();
    }
    function exited() {
      stop();
      reject(new Error(`npm start exited:\n${run.output()}`));
    }
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${run.output()}`));
    }, timeoutMs);
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.on("exit", exited);
    if (child.exitCode !== null) exited();
    else check();
  });
}

/** Ctrl-C as a terminal sends it: SIGINT to the launcher's process group. */
async function interrupt(run: Run): Promise<number> {
  if (run.child.pid !== undefined && run.child.exitCode === null) process.kill(-run.child.pid, "SIGINT");
  return run.exited;
}

const RENAMED = "Renamed by an admin";
/** The seed's PaymentIntents: 35 paid sales of the last 30 days, the demo customer's 3 and 1 order. */
const PLANTED = 39;
async function productName(): Promise<string> {
  const res = await fetch(`${FIRESTORE}/products/${product.id}`, { headers: OWNER });
  const doc = (await res.json()) as { fields: { name: { stringValue: string } } };
  return doc.fields.name.stringValue;
}

/**
 * The admin's reconciliation of the last 30 days through the shop's API: the seeded sales are in
 * the local Stripe too (the seed plants them on every start, since it keeps nothing).
 */
async function reconcileLast30Days(): Promise<{ matchedCount: number; differences: unknown[] }> {
  // The demo owner signs in with her second factor (issue 52): the emulator's SMS code.
  const emulator = { origin: `http://127.0.0.1:${P.auth}`, projectId: PROJECT_ID };
  const { idToken } = await passwordSignIn(emulator, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const res = await fetch(`http://127.0.0.1:${P.hosting}/api/reconciliations`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ from: day(Date.now() - 29 * 86_400_000), to: day(Date.now()) }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { matchedCount: number; differences: unknown[] };
}

async function feedbackCount(): Promise<number> {
  const res = await fetch(`${FIRESTORE}/feedback?pageSize=300`, { headers: OWNER });
  return ((await res.json()) as { documents?: unknown[] }).documents?.length ?? 0;
}

const AUTH = `http://127.0.0.1:${P.auth}/identitytoolkit.googleapis.com/v1`;
const SHOPPER = { email: "kept@example.com", password: "kept-secret-1" };
async function signIn(): Promise<number> {
  const res = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...SHOPPER, returnSecureToken: true }),
  });
  return res.status;
}

const STORAGE_OBJECT = `http://127.0.0.1:${P.storage}/v0/b/${PROJECT_ID}.appspot.com/o/launcher%2Fkept.txt`;

afterAll(() => {
  rmSync(DATA, { recursive: true, force: true });
  rmSync(CHECKOUT, { recursive: true, force: true });
});

describe("npm start keeps the shop's data", () => {
  let storage = false;

  it("first start: an empty shop, seeded", async () => {
    const run = launch(["--fresh"]);
    try {
      await until(run, READY, 420_000);
      expect(run.output()).toContain("starting from an empty shop");
      expect(run.output()).toContain(`Seeded the demo shop: ${SEED_PRODUCTS.length} products`);
      expect(run.output()).toContain(`Local Stripe: ${PLANTED} seeded payment(s) planted.`);
      expect(run.output()).not.toMatch(/MOTD|outdated version of firebase-functions/);

      // The local inbox runs beside the shop and receives its mail (a contact message to the shop).
      expect(run.output()).toContain(`Mail inbox: ${INBOX}`);
      const sent = await fetch(`http://127.0.0.1:${P.hosting}/api/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Launcher",
          company: "",
          email: "l@example.com",
          phone: "",
          message: "Hi",
        }),
      });
      expect(sent.status).toBe(201);
      await expect
        .poll(
          async () => {
            const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as { subject: string }[];
            return mails.some((m) => m.subject === "Contact message from Launcher");
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(true);

      // What a session leaves behind: an admin's change to a product, a new account, an upload.
      const patched = await fetch(`${FIRESTORE}/products/${product.id}?updateMask.fieldPaths=name`, {
        method: "PATCH",
        headers: { ...OWNER, "content-type": "application/json" },
        body: JSON.stringify({ fields: { name: { stringValue: RENAMED } } }),
      });
      expect(patched.status).toBe(200);
      const signUp = await fetch(`${AUTH}/accounts:signUp?key=demo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...SHOPPER, returnSecureToken: true }),
      });
      expect(signUp.status).toBe(200);
      storage = !run.output().includes("Storage emulator: NOT STARTED");
      if (storage) {
        const upload = await fetch(
          `${STORAGE_OBJECT.replace("/o/launcher%2Fkept.txt", "/o")}?name=launcher%2Fkept.txt`,
          {
            method: "POST",
            headers: { ...OWNER, "content-type": "text/plain" },
            body: "kept",
          },
        );
        expect(upload.status).toBe(200);
      }
    } finally {
      expect(await interrupt(run), run.output().slice(-2500)).toBe(0);
    }
    expect(run.output()).toContain("Data saved. Stopped.");
    // Ctrl-C stopped the inbox too.
    await expect(fetch(`${INBOX}/api/email`)).rejects.toThrow();
  });

  it("a second start restores it and the seed changes nothing", async () => {
    const run = launch(["--no-build"]);
    try {
      await until(run, READY, 300_000);
      expect(run.output()).toContain("restoring the data kept");
      expect(run.output()).toContain("Kept the shop's data (products kept, feedback kept, accounts kept)");
      expect(await productName()).toBe(RENAMED);
      expect(await feedbackCount()).toBe(SEED_FEEDBACK.length);
      expect(await signIn()).toBe(200);
      // The local Stripe started empty again: the seed planted the kept sales once more.
      expect(run.output()).toContain(`Local Stripe: ${PLANTED} seeded payment(s) planted.`);
      expect(await reconcileLast30Days()).toEqual(
        expect.objectContaining({ differences: [], matchedCount: 35 }),
      );
      if (storage) expect((await fetch(STORAGE_OBJECT, { headers: OWNER })).status).toBe(200);
    } finally {
      expect(await interrupt(run), run.output().slice(-2500)).toBe(0);
    }
  });

  it("a start interrupted half-way does not stop the next one; --fresh starts from the seed", async () => {
    const interrupted = launch(["--no-build"]);
    // Interrupted while the emulators are starting (firebase-tools has said so).
    await until(interrupted, "Starting emulators", 60_000);
    expect(await interrupt(interrupted)).toBe(0);

    const run = launch(["--no-build", "--fresh"]);
    try {
      await until(run, READY, 300_000);
      expect(run.output()).toContain("--fresh: starting from an empty shop");
      expect(run.output()).toContain("Seeded the demo shop");
      expect(await productName()).toBe(product.name);
      expect(await signIn()).toBe(400);
      expect(await feedbackCount()).toBe(SEED_FEEDBACK.length);
      const admin = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
      });
      expect(admin.status).toBe(200);
      // The seeded owner signs in with a second factor (issue 52): the password alone opens nothing.
      expect(((await admin.json()) as { mfaPendingCredential?: string }).mfaPendingCredential).toBeTruthy();
    } finally {
      expect(await interrupt(run), run.output().slice(-2500)).toBe(0);
    }
  });
});
