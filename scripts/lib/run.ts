import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", ...opts });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Stops a detached child and everything it started (the emulators start Java). `leaderOnly`:
 * interrupt only the child itself and let it stop its own children (firebase-tools exports the
 * emulators' data on SIGINT, which needs them still running); whatever is left of the group when
 * it exits, or after `graceMs`, is killed.
 */
export async function stopGroup(
  child: ChildProcess,
  graceMs = 10_000,
  { leaderOnly = false } = {},
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    killGroup(child.pid, "SIGKILL");
    return;
  }
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  if (leaderOnly) {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      /* already gone */
    }
  } else {
    killGroup(pid, "SIGINT");
  }
  const timer = setTimeout(() => killGroup(pid, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  killGroup(pid, "SIGKILL"); // anything of the group still hanging on
}

function killGroup(pid: number | undefined, sig: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, sig);
  } catch {
    /* already gone */
  }
}

/**
 * Waits until `url` answers: any status below 500 by default, or only a 2xx with `ok`
 * (the Functions emulator answers 404 "Function … does not exist" until it has loaded them).
 */
export async function waitForHttp(url: string, timeoutMs: number, { ok = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (ok ? res.ok : res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const npx = (bin: string) => ["node_modules/.bin/" + bin];

/** Runs a command, its output line by line with a prefix (lanes side by side); resolves with its exit code. */
export function runPrefixed(
  cmd: string,
  args: string[],
  prefix: string,
  opts: SpawnOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
    const pipe = (from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) => {
      if (!from) return;
      let rest = "";
      from.setEncoding("utf8");
      from.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) to.write(`${prefix}${line}\n`);
      });
      from.on("end", () => {
        if (rest) to.write(`${prefix}${rest}\n`);
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
