// @ts-check
/**
 * Loaded into the firebase-tools process (prepare.ts, firebaseArgs): the Hosting emulator serves
 * the built site's files from memory, as Hosting's CDN serves them from its cache, instead of
 * reading each file from disk twice per request.
 *
 * superstatic 9.2 (the Hosting emulator's file server) hashes a file for its ETag on every request,
 * then streams it from disk again: its ETag cache compares `stat.mtime`, a new Date object on every
 * stat, so it never hits on Node 20. Every browser context of the e2e suites starts with an empty
 * cache and fetches the app's scripts (about 1 MB a page) again. A targeted browser run (admin,
 * customer, cart, product page) spent ~4.5 CPU-s of the emulator's ~43 in file read streams.
 *
 * Here a file is read once per change (its path, size and mtimeMs: a rebuild is served at once),
 * hashed once the same way (MD5, hex), and each request streams the kept bytes. The answers are
 * the same: status, headers, ETag and body; compression and the rest of superstatic unchanged.
 * Files over MAX_CACHED_BYTES are streamed from disk as before (their ETag kept per change).
 *
 * superstatic is pinned through firebase-tools (package.json); if its provider's shape changes,
 * this file says so and stops, rather than leaving the emulator in an unknown state.
 */
const crypto = require("node:crypto");
const fs = require("node:fs");
const { readFile } = require("node:fs/promises");
const path = require("node:path");
const { Readable } = require("node:stream");

const MAX_CACHED_BYTES = 8 * 1024 * 1024;
const FIREBASE_TOOLS = path.join(__dirname, "../../node_modules/firebase-tools");

/** @typedef {{ key: string, etag: string, body: Buffer | null }} Kept */

/**
 * The first of `paths` that exists, with its stat (superstatic's multiStat), or null. Without an
 * exception per missing path: superstatic asks for several per page (`/shop`, `/shop.html`,
 * `/shop/index.html`…), and each failed `stat` built an error with its stack (2.6 CPU-s of the
 * targeted run above).
 */
function firstExisting(/** @type {string[]} */ paths) {
  for (const pathname of paths) {
    const stats = fs.statSync(pathname, { throwIfNoEntry: false });
    if (stats) return { pathname, stats };
  }
  return null;
}

/** MD5 of a file, hex (superstatic's ETag), streamed: for files too big to keep. */
function hashFile(/** @type {string} */ pathname) {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash("md5");
    fs.createReadStream(pathname)
      .on("error", reject)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** superstatic's fs provider, its files kept in memory per change. */
function cachingProvider(/** @type {{ cwd?: string, public?: string | string[] }} */ options) {
  const cwd = options.cwd || process.cwd();
  const publicPaths = Array.isArray(options.public) ? options.public : [options.public || "."];
  /** @type {Map<string, Kept>} */
  const kept = new Map();

  async function keep(/** @type {string} */ pathname, /** @type {fs.Stats} */ stats) {
    const key = `${stats.size}:${stats.mtimeMs}`;
    const known = kept.get(pathname);
    if (known && known.key === key) return known;
    const body = stats.size <= MAX_CACHED_BYTES ? await readFile(pathname) : null;
    const etag = body ? crypto.createHash("md5").update(body).digest("hex") : await hashFile(pathname);
    const entry = { key, etag: String(etag), body };
    kept.set(pathname, entry);
    return entry;
  }

  return async function (/** @type {unknown} */ _req, /** @type {string} */ requested) {
    const pathname = decodeURI(requested);
    // As superstatic: no parent directories, no NUL, only paths from the root.
    if (
      pathname.includes("../") ||
      pathname.includes("..\\") ||
      pathname.toLowerCase().includes("..%5c") ||
      pathname.includes("\0") ||
      !pathname.startsWith("/")
    ) {
      return null;
    }
    try {
      const found = firstExisting(publicPaths.map((p) => path.join(cwd, p, pathname)));
      if (!found || !found.stats.isFile()) return null;
      const entry = await keep(found.pathname, found.stats);
      return {
        modified: found.stats.mtime.getTime(),
        size: found.stats.size,
        etag: entry.etag,
        stream: entry.body ? Readable.from([entry.body]) : fs.createReadStream(found.pathname),
      };
    } catch (err) {
      const code = /** @type {{ code?: string }} */ (err).code ?? "";
      if (["ENOENT", "ENOTDIR", "EISDIR", "EINVAL"].includes(code)) return null;
      throw err;
    }
  };
}

const providerPath = require.resolve("superstatic/lib/providers/fs.js", { paths: [FIREBASE_TOOLS] });
require(providerPath);
const loaded = require.cache[providerPath];
if (!loaded || typeof loaded.exports !== "function" || loaded.exports.length !== 1) {
  throw new Error(
    `hosting-file-cache.cjs: superstatic's file provider (${providerPath}) is not the one this patch knows; remove the patch or update it`,
  );
}
loaded.exports = cachingProvider;
