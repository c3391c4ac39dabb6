import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

/**
 * The Hosting emulator's file provider as hosting-file-cache.cjs leaves it: superstatic's own
 * module, required the way superstatic requires it, serving a folder of files.
 */
const require = createRequire(import.meta.url);
require("./hosting-file-cache.cjs");

interface Served {
  etag: string;
  size: number;
  modified: number;
  stream: AsyncIterable<Buffer>;
}
type Provider = (options: {
  cwd: string;
  public: string;
}) => (req: unknown, p: string) => Promise<Served | null>;
const provider = require(
  require.resolve("superstatic/lib/providers/fs.js", {
    paths: [path.join(ROOT, "node_modules/firebase-tools")],
  }),
) as Provider;

const dir = mkdtempSync(path.join(tmpdir(), "hosting-file-cache-"));
mkdirSync(path.join(dir, "public/assets"), { recursive: true });
const file = path.join(dir, "public/assets/app.js");
const serve = provider({ cwd: dir, public: "public" });

async function body(served: Served | null): Promise<string> {
  if (!served) throw new Error("not served");
  const chunks: Buffer[] = [];
  for await (const chunk of served.stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Hosting emulator's files kept in memory", () => {
  it("serves a file with superstatic's ETag (MD5, hex), size and modification time", async () => {
    writeFileSync(file, "console.log(1);");
    const served = await serve(null, "/assets/app.js");
    expect(served).toMatchObject({ etag: md5("console.log(1);"), size: 15 });
    expect(served?.modified).toBe(statSync(file).mtime.getTime());
    expect(await body(served)).toBe("console.log(1);");
  });

  it("reads a file once per change: the same size and time give the kept bytes, a change the new ones", async () => {
    // Whole seconds: the same modification time can be set again exactly.
    const at = Math.floor(Date.now() / 1000) - 60;
    writeFileSync(file, "console.log(2);");
    utimesSync(file, at, at);
    expect(await body(await serve(null, "/assets/app.js"))).toBe("console.log(2);");
    // The same length and modification time: what the server kept, without reading the disk.
    writeFileSync(file, "console.log(3);");
    utimesSync(file, at, at);
    expect(await body(await serve(null, "/assets/app.js"))).toBe("console.log(2);");
    // A rebuild (a later modification time) is served at once.
    utimesSync(file, at, at + 2);
    const rebuilt = await serve(null, "/assets/app.js");
    expect(rebuilt?.etag).toBe(md5("console.log(3);"));
    expect(await body(rebuilt)).toBe("console.log(3);");
  });

  it("answers nothing for a missing file, a folder, a parent folder or a path without its slash", async () => {
    expect(await serve(null, "/assets/missing.js")).toBeNull();
    expect(await serve(null, "/assets")).toBeNull();
    expect(await serve(null, "/../hosting-file-cache-secret")).toBeNull();
    expect(await serve(null, "/assets/..%5capp.js")).toBeNull();
    expect(await serve(null, "assets/app.js")).toBeNull();
  });
});
