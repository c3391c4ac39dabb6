/**
 * A quiet `npm start`: firebase-tools' output with the known, harmless noise taken out, each kind
 * explained once in one line of our own. GIMBAL_VERBOSE=1 shows everything.
 */
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";

interface Noise {
  pattern: RegExp;
  /** Printed once, the first time the noise is seen; null: dropped silently. */
  explain: string | null;
}

export const KNOWN_NOISE: Noise[] = [
  {
    // Offline, the CLI cannot fetch its message of the day.
    pattern: /Unable to fetch the CLI MOTD|MOTD and remote config/i,
    explain: null,
  },
  {
    pattern: /outdated version of firebase-functions|breaking changes when you upgrade/i,
    explain: "note: firebase-functions stays on 6.x on purpose: 7.x does not load in the pinned emulator.",
  },
  {
    pattern: /doesn't match your global version|Using node@\d+ from host/i,
    explain: "note: the Functions emulator runs this machine's Node; deploys use the nodejs22 runtime.",
  },
  {
    // Offline lookups of Google Cloud metadata and credentials that a demo- project never needs.
    pattern:
      /metadata\.google\.internal|metadata lookup|MetadataLookupWarning|Could not load the default credentials|GOOGLE_APPLICATION_CREDENTIALS|not currently authenticated/i,
    explain: null,
  },
  {
    pattern: /Emulator UI|ui-debug\.log|View Emulator UI|logging to \S+-debug\.log/i,
    explain: null,
  },
  {
    // The JVM's note about the launcher's start-up flags (scripts/start.ts, QUICK_JVM).
    pattern: /Picked up JAVA_TOOL_OPTIONS/,
    explain: null,
  },
  {
    // The launcher already said which Firestore and Storage runtimes it uses, and why.
    pattern: /Env variable override detected/i,
    explain: null,
  },
  {
    pattern: /Detected demo project ID|running multiple instances of the emulator suite/i,
    explain:
      "note: project demo-gimbal is emulator-only; other checkouts may run beside this one on their own ports.",
  },
  {
    // The Storage emulator's note about its download, already explained by the launcher.
    pattern: /storage: .*(download|runtime).*jar/i,
    explain: null,
  },
];

/** What to do with one line: print it, drop it, or print an explanation instead (once). */
export function quietLine(line: string, explained: Set<Noise>): string | null {
  const noise = KNOWN_NOISE.find((n) => n.pattern.test(line));
  if (!noise) return line;
  if (noise.explain === null || explained.has(noise)) return null;
  explained.add(noise);
  return noise.explain;
}

/** Copies `stream` to `out` line by line without the known noise. */
export function pipeQuietly(stream: Readable, out: NodeJS.WriteStream, explained = new Set<Noise>()): void {
  if (process.env.GIMBAL_VERBOSE === "1") {
    stream.pipe(out);
    return;
  }
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
    const shown = quietLine(line, explained);
    if (shown !== null) out.write(`${shown}\n`);
  });
}
