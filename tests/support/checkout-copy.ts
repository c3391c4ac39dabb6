/**
 * A second checkout of this one for a suite that runs `npm start` while the emulator suites run
 * from this one: the files git knows (tracked, and untracked ones not ignored) copied, the
 * installed dependencies linked. Its builds (the web app for its own ports, the functions bundle)
 * go to its own web/dist and functions/lib, never to the ones the other suites' emulators serve.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The folders npm installs into (the root and the workspaces that have their own). */
const INSTALLED = [
  "node_modules",
  "functions/node_modules",
  "web/node_modules",
  "packages/domain/node_modules",
];

export function copyCheckout(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gimbal-checkout-"));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.toString("utf8").split("\0").filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  for (const folder of INSTALLED) {
    if (existsSync(path.join(root, folder)))
      symlinkSync(path.join(root, folder), path.join(dir, folder), "dir");
  }
  return dir;
}
