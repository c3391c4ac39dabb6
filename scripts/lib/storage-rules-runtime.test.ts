/**
 * The Storage rules runtime built here, spoken to by firebase-tools' own client of that protocol
 * (lib/emulator/storage/rules/runtime.js, the code the Storage emulator uses): compiling, caching,
 * allow and deny answers, compile errors, firestore.get()/exists() answered by a stand-in
 * Firestore, and concurrent requests. Needs Java, javac and the Firestore emulator JAR; where they
 * are missing the file says so and checks only that the launcher reports why.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, provisionStorage } from "./emulators.js";
import { buildStorageRulesRuntime } from "./storage-rules-runtime.js";

const ENGINE_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

function hasTool(cmd: string): boolean {
  try {
    execFileSync(cmd, ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const canBuild = existsSync(ENGINE_JAR) && hasTool("javac") && hasTool("java");

// firebase-tools' client, typed for the parts used here.
interface Issues {
  errors: string[];
  warnings: string[];
  all: string[];
}
interface FileInfo {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  timeCreated: Date;
  metadata: Record<string, string>;
}
interface VerifyOptions {
  method: "read" | "write" | "get" | "list" | "create" | "update" | "delete";
  path: string;
  token?: string | undefined;
  file: { before?: FileInfo; after?: FileInfo };
  projectId: string;
}
interface Ruleset {
  verify(opts: VerifyOptions): Promise<{ permitted?: boolean; issues: Issues }>;
}
interface Runtime {
  start(autoDownload: boolean): Promise<void>;
  stop(): Promise<void>;
  loadRuleset(source: { files: { name: string; content: string }[] }): Promise<{
    ruleset?: Ruleset;
    issues: Issues;
  }>;
}
const require = createRequire(path.join(ROOT, "package.json"));
/** Loaded after STORAGE_EMULATOR_BINARY_PATH is set: firebase-tools reads it when its modules load. */
const firebaseTools = () => ({
  ...(require("firebase-tools/lib/emulator/storage/rules/runtime.js") as {
    StorageRulesRuntime: new () => Runtime;
  }),
  ...(require("firebase-tools/lib/emulator/registry.js") as {
    EmulatorRegistry: { INSTANCES: Map<string, { getInfo: () => { host: string; port: number } }> };
  }),
});

/** An unsigned ID token as the Storage emulator decodes it (it only reads the payload). */
const token = (claims: Record<string, unknown>) =>
  [{ alg: "none", typ: "JWT" }, claims]
    .map((p) => Buffer.from(JSON.stringify(p)).toString("base64url"))
    .join(".") + ".";
const png = (size: number): FileInfo => ({
  name: "x.png",
  bucket: "demo-bucket",
  size,
  contentType: "image/png",
  timeCreated: new Date(),
  metadata: {},
});
const MB = 1024 * 1024;

if (!canBuild) {
  console.log(
    "storage rules runtime: NOT RUN — needs java, javac and the Firestore emulator JAR " +
      `(${ENGINE_JAR}); only the launcher's report is checked.`,
  );
  describe("storage rules runtime where it cannot be built", () => {
    it("the launcher starts the Storage emulator only with another runtime, or says why not", () => {
      const decision = provisionStorage();
      expect(["firebase-tools cache", "env override", null]).toContain(decision.how);
      if (decision.how === null) expect(decision.note).toMatch(/^Storage emulator: NOT STARTED \(.+\)/);
    });
  });
} else {
  describe("storage rules runtime built from the Firestore emulator's rules engine", () => {
    let runtime: Runtime;
    let ruleset: Ruleset;
    let firestore: Server;
    const documentsAsked: string[] = [];
    const previousOverride = process.env.STORAGE_EMULATOR_BINARY_PATH;

    beforeAll(async () => {
      const { jar } = buildStorageRulesRuntime(ROOT, ENGINE_JAR);
      process.env.STORAGE_EMULATOR_BINARY_PATH = jar;
      const { StorageRulesRuntime, EmulatorRegistry } = firebaseTools();
      // A stand-in Firestore emulator: users/u1 exists, nothing else.
      firestore = createServer((req, res) => {
        documentsAsked.push(req.url ?? "");
        res.setHeader("Content-Type", "application/json");
        if (req.url?.endsWith("/documents/users/u1")) {
          res.end(
            JSON.stringify({
              name: "projects/demo-x/databases/(default)/documents/users/u1",
              fields: {
                role: { stringValue: "editor" },
                quota: { integerValue: "3" },
                tags: { arrayValue: { values: [{ stringValue: "a" }] } },
              },
            }),
          );
        } else {
          res.statusCode = 404;
          res.end("{}");
        }
      }).listen(0, "127.0.0.1");
      await new Promise((resolve) => firestore.once("listening", resolve));
      const { port } = firestore.address() as AddressInfo;
      EmulatorRegistry.INSTANCES.set("firestore", { getInfo: () => ({ host: "127.0.0.1", port }) });
      runtime = new StorageRulesRuntime();
      await runtime.start(false);
      const loaded = await runtime.loadRuleset({
        files: [{ name: "storage.rules", content: readFileSync(path.join(ROOT, "storage.rules"), "utf8") }],
      });
      expect(loaded.issues.all).toEqual([]);
      if (!loaded.ruleset) throw new Error("storage.rules did not load");
      ruleset = loaded.ruleset;
    }, 300_000);

    afterAll(async () => {
      await runtime?.stop();
      firestore?.close();
      firebaseTools().EmulatorRegistry.INSTANCES.delete("firestore");
      if (previousOverride === undefined) delete process.env.STORAGE_EMULATOR_BINARY_PATH;
      else process.env.STORAGE_EMULATOR_BINARY_PATH = previousOverride;
    });

    it("is compiled once: the next build finds the same JAR", () => {
      const again = buildStorageRulesRuntime(ROOT, ENGINE_JAR);
      expect(again.compiled).toBe(false);
      expect(path.basename(again.jar)).toMatch(/^storage-rules-runtime-[0-9a-f]{16}\.jar$/);
    });

    const ADMIN_WITH_SECOND_FACTOR = {
      user_id: "a",
      admin: true,
      firebase: { sign_in_provider: "password", sign_in_second_factor: "phone" },
    };

    it.each([
      [
        "an admin signed in with a second factor uploads a product PNG",
        "create",
        "products/a.png",
        ADMIN_WITH_SECOND_FACTOR,
        1024,
        true,
      ],
      // Issue 52: staff act only with a token signed in with a second factor.
      [
        "an admin signed in with a password alone uploads a product PNG",
        "create",
        "products/a.png",
        { user_id: "a", admin: true, firebase: { sign_in_provider: "password" } },
        1024,
        false,
      ],
      ["a customer uploads a product PNG", "create", "products/a.png", { user_id: "c" }, 1024, false],
      ["nobody signed in uploads a product PNG", "create", "products/a.png", null, 1024, false],
      [
        "an admin uploads a 5 MB product PNG",
        "create",
        "products/a.png",
        ADMIN_WITH_SECOND_FACTOR,
        5 * MB,
        false,
      ],
      ["a customer uploads their own avatar", "create", "users/u1/avatar", { user_id: "u1" }, 1024, true],
      [
        "a customer uploads someone else's avatar",
        "create",
        "users/u1/avatar",
        { user_id: "u2" },
        1024,
        false,
      ],
    ] as const)("%s: %s", async (_label, method, object, claims, size, permitted) => {
      const answer = await ruleset.verify({
        method,
        path: `b/demo-bucket/o/${object}`,
        token: claims ? token(claims) : undefined,
        file: { after: png(size) },
        projectId: "demo-x",
      });
      expect(answer.permitted).toBe(permitted);
    });

    it("refuses an SVG: the content type is read from the request", async () => {
      const answer = await ruleset.verify({
        method: "create",
        path: "b/demo-bucket/o/products/a.svg",
        token: token(ADMIN_WITH_SECOND_FACTOR),
        file: { after: { ...png(100), contentType: "image/svg+xml" } },
        projectId: "demo-x",
      });
      expect(answer.permitted).toBe(false);
    });

    it("reads an existing file from the resource variable, and is closed outside the two folders", async () => {
      const read = (object: string) =>
        ruleset.verify({
          method: "get",
          path: `b/demo-bucket/o/${object}`,
          file: { before: png(10) },
          projectId: "demo-x",
        });
      expect((await read("products/a.png")).permitted).toBe(true);
      expect((await read("misc/a.png")).permitted).toBe(false);
    });

    it("answers for a whole group of methods too (allow read / allow write)", async () => {
      const loaded = await runtime.loadRuleset({
        files: [
          {
            name: "groups.rules",
            content: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{path=**} {
    allow read: if request.auth != null;
    allow create: if true;
  }
}`,
          },
        ],
      });
      const groups = loaded.ruleset;
      if (!groups) throw new Error("rules did not load");
      const ask = (method: "read" | "write" | "create", claims: Record<string, unknown> | null) =>
        groups
          .verify({
            method,
            path: "b/demo-bucket/o/any/file.png",
            token: claims ? token(claims) : undefined,
            file: { before: png(10), after: png(10) },
            projectId: "demo-x",
          })
          .then((a) => a.permitted);
      expect(await ask("read", { user_id: "u1" })).toBe(true);
      expect(await ask("read", null)).toBe(false);
      // "allow create" is not "allow write": a write needs every write method allowed.
      expect(await ask("write", { user_id: "u1" })).toBe(false);
      expect(await ask("create", { user_id: "u1" })).toBe(true);
    });

    it("refuses a ruleset with a syntax error, naming the file and line", async () => {
      const broken = await runtime.loadRuleset({
        files: [
          {
            name: "broken.rules",
            content:
              "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if (;\n  }\n}",
          },
        ],
      });
      expect(broken.ruleset).toBeUndefined();
      expect(broken.issues.errors).toHaveLength(1);
      expect(JSON.parse(broken.issues.errors[0] ?? "{}")).toMatchObject({
        sourcePosition_: { fileName_: "broken.rules", line_: 4 },
      });
    });

    it("answers firestore.get() and firestore.exists() with documents fetched through firebase-tools", async () => {
      const loaded = await runtime.loadRuleset({
        files: [
          {
            name: "cross.rules",
            content: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function profile() { return /databases/(default)/documents/users/$(request.auth.uid); }
    match /editors/{file} {
      allow create: if firestore.exists(profile())
        && firestore.get(profile()).data.role == 'editor'
        && firestore.get(profile()).data.quota == 3
        && firestore.get(profile()).data.tags[0] == 'a'
        && firestore.get(profile()).id == request.auth.uid;
    }
    match /guests/{file} {
      allow create: if !firestore.exists(/databases/(default)/documents/bans/$(request.auth.uid));
    }
  }
}`,
          },
        ],
      });
      expect(loaded.issues.all).toEqual([]);
      const cross = loaded.ruleset;
      if (!cross) throw new Error("cross-service rules did not load");
      const create = (object: string, uid: string) =>
        cross.verify({
          method: "create",
          path: `b/demo-bucket/o/${object}`,
          token: token({ user_id: uid }),
          file: { after: png(10) },
          projectId: "demo-x",
        });
      documentsAsked.length = 0;
      expect((await create("editors/a.png", "u1")).permitted).toBe(true);
      // One fetch per document and request: the runtime remembers what it was given.
      expect(documentsAsked).toEqual(["/v1/projects/demo-x/databases/(default)/documents/users/u1"]);
      expect((await create("editors/a.png", "u2")).permitted).toBe(false);
      expect((await create("guests/a.png", "u2")).permitted).toBe(true);
    });

    it("answers many requests at once, each with its own verdict", async () => {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          ruleset.verify({
            method: "create",
            path: `b/demo-bucket/o/users/u${i}/avatar`,
            token: token({ user_id: i % 2 === 0 ? `u${i}` : "intruder" }),
            file: { after: png(100) },
            projectId: "demo-x",
          }),
        ),
      );
      expect(answers.map((a) => a.permitted)).toEqual(Array.from({ length: 24 }, (_, i) => i % 2 === 0));
      // 24 rule evaluations in one JVM: seconds. Run niced beside the emulator suites' lanes it did
      // not answer within 300 s (twice), so npm test starts the unit tests once the lanes are done,
      // at normal priority. A hang guard.
    }, 300_000);
  });
}
