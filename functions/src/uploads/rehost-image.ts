/**
 * Images given by address (a product image, a profile photo, a Google account's picture) are
 * fetched ONCE by the server and kept in the shop's Cloud Storage bucket, so the pages only ever
 * load images from the shop itself and its bucket (the CSP's `img-src` has no `https:`), and a
 * third party can neither track the shop's visitors nor swap the picture later.
 *
 * The fetch is guarded as a server-side request an attacker chooses: https only; every address
 * the name resolves to must be public (checked at connection time, so a DNS answer that changes
 * between check and connect cannot reach the metadata server or the private network); at most 3
 * redirects, each checked again; 10 s; at most 5 MB; the type is read from the bytes (PNG, JPEG,
 * GIF, WebP or AVIF), never from the sender's Content-Type.
 */
import { randomUUID } from "node:crypto";
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { getStorage } from "firebase-admin/storage";
import { withStorageRetry } from "./storage-retry.js";
import { AppError } from "../platform/app-error.js";
import { IMAGE_FETCH_ALLOW_HOSTS, shopUrl } from "../platform/config.js";
import "../platform/firestore.js";
import { sniffImageType } from "./image-bytes.js";

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export const IMAGE_MESSAGES = {
  https: "Images must be given by an https:// address",
  fetch: "The image could not be fetched from that address",
  tooLarge: "The image must be smaller than 5 MB",
  notImage: "That address is not a PNG, JPEG, GIF, WebP or AVIF image",
} as const;

/** Addresses a fetch chosen by a visitor must never reach (RFC 6890 special-purpose ranges). */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["64:ff9b::", 96],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, "ipv6");

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Hosts allowed on a private address: none in production; the local runs' test image server. */
function allowedPrivateHost(hostname: string): boolean {
  return IMAGE_FETCH_ALLOW_HOSTS.value()
    .split(",")
    .map((h) => h.trim())
    .filter((h) => h !== "")
    .includes(hostname);
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that refuses a private answer: runs when the socket connects, for every redirect. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const allowed = allowedPrivateHost(hostname) || addresses.every((a) => isPublicAddress(a.address));
    if (!allowed || addresses.length === 0)
      return callback(new Error(`${hostname} is not a public address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

function httpsUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new AppError("invalid-argument", IMAGE_MESSAGES.https);
  }
  if (url.protocol !== "https:" || url.username || url.password) {
    throw new AppError("invalid-argument", IMAGE_MESSAGES.https);
  }
  return url;
}

/** The bytes at `url`, following at most MAX_REDIRECTS redirects, each to https. */
function fetchBytes(url: URL, redirectsLeft = MAX_REDIRECTS): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const fail = (message: string) => reject(new AppError("invalid-argument", message));
    const req = https.get(
      url,
      { lookup: guardedLookup, timeout: FETCH_TIMEOUT_MS, headers: { accept: "image/*" } },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location && redirectsLeft > 0) {
          res.resume();
          let next: URL;
          try {
            next = httpsUrl(new URL(location, url).href);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
            return;
          }
          resolve(fetchBytes(next, redirectsLeft - 1));
          return;
        }
        if (status !== 200) {
          res.resume();
          fail(IMAGE_MESSAGES.fetch);
          return;
        }
        if (Number(res.headers["content-length"] ?? 0) > IMAGE_MAX_BYTES) {
          req.destroy();
          fail(IMAGE_MESSAGES.tooLarge);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > IMAGE_MAX_BYTES) {
            req.destroy();
            fail(IMAGE_MESSAGES.tooLarge);
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve(Buffer.concat(chunks)));
        res.on("error", () => fail(IMAGE_MESSAGES.fetch));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", () => fail(IMAGE_MESSAGES.fetch));
  });
}

/** The origin the bucket's download URLs start with (the Storage emulator's in local runs). */
function storageOrigin(): string {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return host ? `http://${host.replace(/^https?:\/\//, "")}` : "https://firebasestorage.googleapis.com";
}

/** A path of the shop's own site (`/images/products/x1.svg`), or a download URL of its own bucket. */
export function isShopImage(address: string): boolean {
  const ownPath = (path: string) => /^\/(?![/\\])[A-Za-z0-9._~\-/%]*$/.test(path) && !path.includes("//");
  if (ownPath(address)) return true;
  // The shop's own site by its full address (SHOP_URL), e.g. https://shop.example/images/logo.svg.
  const site = shopUrl();
  if (address.startsWith(`${site}/`) && ownPath(address.slice(site.length))) return true;
  const bucket = getStorage().bucket().name;
  const prefixes = [
    `${storageOrigin()}/v0/b/${bucket}/o/`,
    `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/`,
    `https://storage.googleapis.com/${bucket}/`,
  ];
  return prefixes.some((p) => address.startsWith(p)) && !/[\s"'<>\\]/.test(address);
}

/**
 * The image at `address` kept at `destination` in the bucket (replacing what was there), as a
 * download URL; the shop's own images are returned unchanged. 400 with a clear message when the
 * address is not https, unreachable, too large or not an image.
 */
export async function rehostImage(address: string, destination: string): Promise<string> {
  if (isShopImage(address)) return address;
  const bytes = await fetchBytes(httpsUrl(address));
  const type = sniffImageType(bytes);
  if (!type) throw new AppError("invalid-argument", IMAGE_MESSAGES.notImage);
  const bucket = getStorage().bucket();
  const token = randomUUID();
  await withStorageRetry(`save ${destination}`, () =>
    bucket.file(destination).save(bytes, {
      resumable: false,
      contentType: type,
      metadata: {
        cacheControl: "public, max-age=86400",
        metadata: { firebaseStorageDownloadTokens: token },
      },
    }),
  );
  return `${storageOrigin()}/v0/b/${bucket.name}/o/${encodeURIComponent(destination)}?alt=media&token=${token}`;
}
