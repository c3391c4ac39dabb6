/**
 * Builds the Storage emulator's rules runtime from source (tools/storage-rules-runtime/), against
 * the rules engine inside the Google Cloud CLI's Firestore emulator JAR: firebase-tools' own
 * runtime JAR can only be downloaded. The result is a runnable JAR (Main-Class + Class-Path to the
 * Firestore emulator JAR) under node_modules/.cache/gimbal, named by a hash of the source and of
 * that JAR, so it is compiled once and again only when either changes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const MAIN_CLASS = "StorageRulesRuntime";

export interface StorageRuntimeBuild {
  jar: string;
  /** false when an earlier run already compiled this source. */
  compiled: boolean;
}

/** The runnable JAR for this source and engine JAR; compiles it when missing. Throws with the reason. */
export function buildStorageRulesRuntime(root: string, engineJar: string): StorageRuntimeBuild {
  const source = path.join(root, "tools/storage-rules-runtime/StorageRulesRuntime.java");
  const engine = statSync(engineJar);
  const hash = createHash("sha256")
    .update(readFileSync(source))
    .update(`\0${engineJar}\0${engine.size}\0${engine.mtimeMs}`)
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(root, "node_modules/.cache/gimbal");
  const jar = path.join(dir, `storage-rules-runtime-${hash}.jar`);
  if (existsSync(jar)) return { jar, compiled: false };

  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(dir, "storage-rules-runtime-build-"));
  try {
    const classes = path.join(work, "classes");
    mkdirSync(classes);
    // -proc:none: the engine JAR lists annotation processors whose classes it does not contain.
    runTool("javac", ["-proc:none", "--release", "11", "-nowarn", "-cp", engineJar, "-d", classes, source]);
    const manifest = path.join(work, "MANIFEST.MF");
    writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: ${engineJar}\n`);
    const built = path.join(work, "runtime.jar");
    runTool("jar", ["cfm", built, manifest, "-C", classes, "."]);
    // Rename last, so that a concurrent run never picks up a half-written JAR.
    renameSync(built, jar);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { jar, compiled: true };
}

function runTool(cmd: string, args: string[]): void {
  try {
    execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: Buffer };
    if (e.code === "ENOENT")
      throw new Error(`\`${cmd}\` is not installed (it comes with a JDK, e.g. openjdk-17-jdk-headless)`);
    throw new Error(`${cmd} failed:\n${e.stderr?.toString().trim() ?? e.message}`);
  }
}
