import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  TRIGGER_POOL_CLASS,
  withConcurrentTriggers,
  writePatchedTriggerPool,
} from "./firestore-trigger-threads.js";

const EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const POOL = [0x03, 0x07, 0x14, 0x01, 0x06, 0xb2, 0x01, 0x08];

describe("the Firestore emulator's trigger pool", () => {
  it("gets a core size of 4 at the one place its arguments occur, and nothing else changes", () => {
    const bytes = Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0xbb, 0x01, 0x04, 0x59, ...POOL, 0xbb, 0x01, 0x0e]);
    const patched = withConcurrentTriggers(bytes);
    expect(patched).not.toBeNull();
    expect([...(patched ?? [])]).toEqual([...bytes].map((b, i) => (i === 8 ? 0x07 : b)));
    expect(bytes[8]).toBe(0x03); // the input is left as it was
  });

  it("patches nothing when the pattern is missing or occurs twice", () => {
    expect(withConcurrentTriggers(Buffer.from([0x03, 0x07, 0x14]))).toBeNull();
    expect(withConcurrentTriggers(Buffer.from([...POOL, ...POOL]))).toBeNull();
  });

  it("matches the emulator JAR the launcher wraps: one byte differs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "trigger-pool-"));
    try {
      expect(writePatchedTriggerPool(EMULATOR_JAR, dir)).toBe(TRIGGER_POOL_CLASS);
      const original = readFileSync(path.join(dir, "extracted", TRIGGER_POOL_CLASS));
      const patched = readFileSync(path.join(dir, TRIGGER_POOL_CLASS));
      expect(patched.length).toBe(original.length);
      expect([...patched].filter((b, i) => b !== original[i])).toEqual([0x07]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
