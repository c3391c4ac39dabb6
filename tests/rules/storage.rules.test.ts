/**
 * storage.rules.
 *
 * 1. Compile check (always runs): the rules compiler inside the Firestore emulator also parses
 *    `service firebase.storage` sources. It refuses syntax errors and reports unknown functions,
 *    variables, methods and service names as warnings; storage.rules must compile with none.
 *    It does not evaluate storage requests: that needs the Storage emulator.
 * 2. Behaviour (with the Storage emulator): uploads, reads and deletes per caller, content type and
 *    size. The launcher starts the Storage emulator with a rules runtime built from
 *    tools/storage-rules-runtime/ (docs/local-platform.md, "Offline notes"), and sets GIMBAL_STORAGE_EMULATOR=1 and
 *    FIREBASE_STORAGE_EMULATOR_HOST. Where it cannot (no JDK or no Firestore emulator JAR), these
 *    tests are not registered at all — no skipped tests — and the file prints "storage rules: NOT RUN …".
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contextOf, loadRules, WITH_SECOND_FACTOR, type CallerName } from "../support/rules-env.js";

const STORAGE_RULES = readFileSync("storage.rules", "utf8");
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const storageEmulatorRunning = process.env.GIMBAL_STORAGE_EMULATOR === "1" && Boolean(storageHost);

describe("storage.rules compile check (rules compiler of the Firestore emulator)", () => {
  it("compiles without errors or warnings", async () => {
    expect(await loadRules("demo-gimbal-rules-storage-compile", STORAGE_RULES)).toEqual([]);
  });

  it("the check has teeth: a syntax error is refused and an unknown function is reported", async () => {
    const broken = STORAGE_RULES.replace(
      "allow delete: if isProductStaff();",
      "allow delete: if isProductStaff(;",
    );
    expect(broken).not.toBe(STORAGE_RULES);
    await expect(loadRules("demo-gimbal-rules-storage-compile", broken)).rejects.toThrow(/Unexpected/);

    const misspelt = STORAGE_RULES.replace(
      "allow delete: if isProductStaff();",
      "allow delete: if isProductStaf();",
    );
    const issues = await loadRules("demo-gimbal-rules-storage-compile", misspelt);
    expect(issues.map((i) => i.description)).toContain("Invalid function name: isProductStaf.");
  });
});

if (storageEmulatorRunning) {
  describeStorageBehaviour(storageHost ?? "");
} else {
  console.log(
    "storage rules: NOT RUN — Storage emulator unavailable on this machine (behaviour tests not registered; compile check ran).",
  );
}

function describeStorageBehaviour(hostAndPort: string): void {
  const [host = "127.0.0.1", port = "9199"] = hostAndPort.split(":");
  const KB = 1024;
  const MB = 1024 * KB;
  /** n bytes that start like a file of `type` (so the upload check by bytes keeps them). */
  const bytes = (n: number, type = "image/png") => {
    const out = new Uint8Array(n);
    const magic: Record<string, number[]> = {
      "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      "image/jpeg": [0xff, 0xd8, 0xff],
      "image/webp": [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    };
    out.set((magic[type] ?? []).slice(0, n));
    return out;
  };

  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: "demo-gimbal-rules-storage",
      storage: { host, port: Number(port), rules: STORAGE_RULES },
    });
  });

  beforeEach(async () => {
    await env.clearStorage();
  });

  afterAll(async () => {
    await env.cleanup();
  });

  const storageOf = (caller: CallerName) => contextOf(env, caller).storage();
  const upload = (caller: CallerName, path: string, size: number, contentType: string) =>
    storageOf(caller)
      .ref(path)
      .put(bytes(size, contentType), { contentType })
      .then((snapshot) => snapshot);
  const seedFile = (path: string) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref(path).put(bytes(KB), { contentType: "image/png" });
    });

  describe("product images: products/{file}", () => {
    it.each([
      { caller: "admin", size: KB, type: "image/png", verdict: "allow" },
      { caller: "admin", size: KB, type: "image/jpeg", verdict: "allow" },
      { caller: "admin", size: KB, type: "image/webp", verdict: "allow" },
      { caller: "admin", size: 5 * MB - 1, type: "image/jpeg", verdict: "allow" },
      { caller: "admin", size: 5 * MB, type: "image/jpeg", verdict: "deny" },
      { caller: "admin", size: KB, type: "image/svg+xml", verdict: "deny" },
      { caller: "admin", size: KB, type: "text/html", verdict: "deny" },
      { caller: "admin", size: KB, type: "application/pdf", verdict: "deny" },
      { caller: "owner", size: KB, type: "image/png", verdict: "deny" },
      { caller: "anonymous", size: KB, type: "image/png", verdict: "deny" },
    ] satisfies { caller: CallerName; size: number; type: string; verdict: string }[])(
      "upload by $caller of $size bytes of $type: $verdict",
      async ({ caller, size, type, verdict }) => {
        const attempt = upload(caller, "products/x1.png", size, type);
        if (verdict === "allow") await assertSucceeds(attempt);
        else await assertFails(attempt);
      },
    );

    it.each(["anonymous", "owner", "admin"] as const)("%s may read a product image", async (caller) => {
      await seedFile("products/x1.png");
      await assertSucceeds(storageOf(caller).ref("products/x1.png").getMetadata());
    });

    it("the staff of products upload and delete product images; other staff roles do not (issue 52)", async () => {
      const staff = (role: string) =>
        env.authenticatedContext(`staff-${role}`, { role, ...WITH_SECOND_FACTOR }).storage();
      const put = (role: string) =>
        staff(role)
          .ref("products/x2.png")
          .put(bytes(KB), { contentType: "image/png" })
          .then((snapshot) => snapshot);
      await assertSucceeds(put("manager"));
      await assertSucceeds(put("owner"));
      await assertFails(put("support"));
      await assertFails(put("fulfilment"));
      await assertFails(staff("accountant").ref("products/x2.png").delete());
      await assertSucceeds(staff("manager").ref("products/x2.png").delete());
    });

    it("a product staff token signed in without a second factor uploads nothing (issue 52)", async () => {
      const manager = env.authenticatedContext("staff-manager-1f", {
        role: "manager",
        firebase: { sign_in_provider: "password" },
      });
      const put = manager.storage().ref("products/x3.png").put(bytes(KB), { contentType: "image/png" });
      await assertFails(put.then((snapshot) => snapshot));
    });

    it("a customer cannot delete or replace a product image; an admin can delete it", async () => {
      await seedFile("products/x1.png");
      await assertFails(storageOf("owner").ref("products/x1.png").delete());
      await assertFails(upload("owner", "products/x1.png", KB, "image/png"));
      await assertSucceeds(storageOf("admin").ref("products/x1.png").delete());
    });
  });

  describe("avatars: users/{uid}/avatar", () => {
    const avatar = "users/owner-uid/avatar";

    it.each([
      { caller: "owner", size: KB, type: "image/png", verdict: "allow" },
      { caller: "owner", size: 2 * MB - 1, type: "image/jpeg", verdict: "allow" },
      { caller: "owner", size: 2 * MB, type: "image/jpeg", verdict: "deny" },
      { caller: "owner", size: KB, type: "image/svg+xml", verdict: "deny" },
      { caller: "owner", size: KB, type: "application/octet-stream", verdict: "deny" },
      { caller: "other", size: KB, type: "image/png", verdict: "deny" },
      { caller: "admin", size: KB, type: "image/png", verdict: "deny" },
      { caller: "anonymous", size: KB, type: "image/png", verdict: "deny" },
    ] satisfies { caller: CallerName; size: number; type: string; verdict: string }[])(
      "upload to the owner's folder by $caller of $size bytes of $type: $verdict",
      async ({ caller, size, type, verdict }) => {
        const attempt = upload(caller, avatar, size, type);
        if (verdict === "allow") await assertSucceeds(attempt);
        else await assertFails(attempt);
      },
    );

    it("anyone may read an avatar", async () => {
      await seedFile(avatar);
      await assertSucceeds(storageOf("anonymous").ref(avatar).getMetadata());
    });

    it("only the owner deletes their avatar", async () => {
      await seedFile(avatar);
      await assertFails(storageOf("other").ref(avatar).delete());
      await assertSucceeds(storageOf("owner").ref(avatar).delete());
    });

    it("a nested path under one's own folder is not open", async () => {
      await assertFails(upload("owner", "users/owner-uid/nested/avatar.png", KB, "image/png"));
    });

    it("one avatar per user: any other name in one's folder is refused (issue 22)", async () => {
      await assertFails(upload("owner", "users/owner-uid/avatar.png", KB, "image/png"));
      await assertFails(upload("owner", "users/owner-uid/avatar-2-holiday.png", KB, "image/png"));
    });

    it("custom metadata of the uploader's is refused (issue 22)", async () => {
      await assertFails(
        storageOf("owner")
          .ref(avatar)
          .put(bytes(KB), {
            contentType: "image/png",
            customMetadata: { tracking: "https://evil.example/p" },
          })
          .then((snapshot) => snapshot),
      );
      await assertFails(
        storageOf("admin")
          .ref("products/x1.png")
          .put(bytes(KB), { contentType: "image/png", customMetadata: { owner: "someone" } })
          .then((snapshot) => snapshot),
      );
    });
  });

  describe("everything else is closed", () => {
    it.each(["misc/file.png", "purchases/p1/receipt.png", "root.png"])(
      "%s: no read, no write",
      async (path) => {
        await seedFile(path);
        await assertFails(storageOf("admin").ref(path).getMetadata());
        await assertFails(upload("admin", path, KB, "image/png"));
        await assertFails(storageOf("owner").ref(path).getMetadata());
      },
    );
  });
}
