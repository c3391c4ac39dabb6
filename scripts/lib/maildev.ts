/**
 * MailDev, the local inbox: an SMTP server the functions send to (functions/.secret.local points
 * SMTP_CONNECTION_URI at it) and a web page + REST API (`GET /api/email`) to read what they sent.
 * Started by `npm start` and `npm test` beside the emulators, on ports that follow
 * GIMBAL_PORT_OFFSET. It runs detached; its pid is kept in a file so that whoever stops it (the
 * launcher on Ctrl-C, a test that takes the SMTP server away and brings it back) finds it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, type Ports } from "./emulators.js";

export interface MailDevStatus {
  ok: boolean;
  /** The inbox's address, or why it did not start and what that disables. */
  note: string;
}

const BIN = path.join(ROOT, "node_modules/maildev/dist/bin/maildev.js");
export const mailDevPidFile = (p: Ports) => path.join(ROOT, ".cache", `maildev-${p.mailWeb}.pid`);
export const mailInboxUrl = (p: Ports) => `http://127.0.0.1:${p.mailWeb}`;
export const smtpUri = (p: Ports) => `smtp://127.0.0.1:${p.mailSmtp}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function disabled(p: Ports, reason: string): MailDevStatus {
  return {
    ok: false,
    note:
      `Mail inbox: NOT STARTED (${reason}).\n` +
      "  Disabled: reading the shop's mails locally; orders and payments work, and their mails end\n" +
      "  in ERROR after their retries (Dashboard → Outbox shows them; send them again once an SMTP\n" +
      `  server listens on ${smtpUri(p)}).`,
  };
}

/** Starts MailDev (in memory, nothing kept between runs) and waits until its API answers. */
export async function startMailDev(p: Ports, timeoutMs = 30_000): Promise<MailDevStatus> {
  if (!existsSync(BIN)) return disabled(p, "the maildev package is not installed; run npm ci");
  const api = `${mailInboxUrl(p)}/api/email`;
  if (await answers(api)) return disabled(p, `port ${p.mailWeb} is already taken by another inbox`);
  const dir = path.join(ROOT, ".cache", `maildev-${p.mailWeb}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      BIN,
      "--smtp",
      String(p.mailSmtp),
      "--web",
      String(p.mailWeb),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
      "--mail-directory",
      dir,
    ],
    { cwd: ROOT, detached: true, stdio: "ignore" },
  );
  child.unref();
  if (child.pid === undefined) return disabled(p, "it could not be spawned");
  writeFileSync(mailDevPidFile(p), String(child.pid));
  let exitCode: number | null = null;
  child.once("exit", (code) => (exitCode = code ?? 1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) {
      return disabled(p, `it exited with code ${exitCode}; is port ${p.mailSmtp} or ${p.mailWeb} taken?`);
    }
    if (await answers(api)) {
      return { ok: true, note: `Mail inbox: ${mailInboxUrl(p)}` };
    }
    await sleep(200);
  }
  await stopMailDev(p);
  return disabled(p, `it did not answer on ${mailInboxUrl(p)} within ${timeoutMs / 1000} s`);
}

/** Stops the MailDev of these ports, if one runs; waits until it is gone. */
export async function stopMailDev(p: Ports): Promise<void> {
  const file = mailDevPidFile(p);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8"));
  rmSync(file, { force: true });
  if (!Number.isInteger(pid) || pid <= 0) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  for (let waited = 0; waited < 5000 && alive(pid); waited += 100) await sleep(100);
  if (alive(pid)) signal("SIGKILL");
}
