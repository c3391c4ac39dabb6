/**
 * The Firestore emulator delivers its function triggers' events through
 * `new ThreadPoolExecutor(0, 4, 60, SECONDS, new LinkedBlockingQueue())` (in its main class,
 * `CloudFirestore`): with no core threads and an unbounded queue, a ThreadPoolExecutor never
 * starts a second thread, so the emulator delivers ONE event at a time and waits for that function
 * to finish before the next. Every Firestore trigger of every test then waits in one line: after
 * a burst of 200 orders, 16 payments' triggers started 13 s late behind the orders' mails
 * (2026-11-29). Production delivers events concurrently (and in no set order).
 *
 * The wrapper JAR the launcher builds around the Google Cloud CLI's emulator (emulators.ts) carries
 * a copy of that one class with the core size set to the pool's own maximum, 4: one byte, an
 * `iconst_0` made an `iconst_4`, at the one place the pattern below occurs. Classes in the wrapper
 * come before the emulator JAR's on the class path. If the class ever changes shape, nothing is
 * patched and the launcher says so (the emulator then runs as shipped).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The emulator's main class, which builds the pool, as a path inside the JAR. */
export const TRIGGER_POOL_CLASS = "com/google/cloud/datastore/emulator/firestore/CloudFirestore.class";

/**
 * `iconst_0, iconst_4, ldc2_w #262 (60L), getstatic #264 (TimeUnit.SECONDS)`: the pool's core
 * size, maximum size, keep-alive and its unit, as javap shows them in the emulator of
 * google-cloud-cli-firestore-emulator 2025-06 (the byte at index 0 is the core size).
 */
const POOL_ARGUMENTS = Buffer.from([0x03, 0x07, 0x14, 0x01, 0x06, 0xb2, 0x01, 0x08]);
const ICONST_4 = 0x07;

/** The class with its trigger pool's core size set to 4, or null unless the pattern occurs exactly once. */
export function withConcurrentTriggers(classBytes: Buffer): Buffer | null {
  const at = classBytes.indexOf(POOL_ARGUMENTS);
  if (at === -1 || classBytes.indexOf(POOL_ARGUMENTS, at + 1) !== -1) return null;
  const patched = Buffer.from(classBytes);
  patched[at] = ICONST_4;
  return patched;
}

/**
 * Writes the patched class under `dir` (its package folders) from `emulatorJar`, with the JDK's
 * `jar` tool; the entry to add to the wrapper JAR, or null when the class did not match.
 */
export function writePatchedTriggerPool(emulatorJar: string, dir: string): string | null {
  const extracted = path.join(dir, "extracted");
  mkdirSync(extracted, { recursive: true });
  execFileSync("jar", ["xf", emulatorJar, TRIGGER_POOL_CLASS], { cwd: extracted });
  const original = path.join(extracted, TRIGGER_POOL_CLASS);
  if (!existsSync(original)) return null;
  const patched = withConcurrentTriggers(readFileSync(original));
  if (!patched) return null;
  const target = path.join(dir, TRIGGER_POOL_CLASS);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, patched);
  return TRIGGER_POOL_CLASS;
}
