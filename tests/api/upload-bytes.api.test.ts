/**
 * Issue 22: Storage rules only see the content type an uploader declares. Every finished upload
 * in the image folders is read back by the checkUploadedImage function, which deletes a file whose
 * bytes are not the image type it claims; real images stay.
 */
import { getStorage } from "firebase-admin/storage";
import { describe, expect, it } from "vitest";
import { P, PROJECT_ID } from "../support/env.js";
import { makePng } from "../support/png.js";
import "../support/admin-sdk.js";

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${P.storage}`;
const bucket = () => getStorage().bucket(`${PROJECT_ID}.appspot.com`);
const WAIT = { timeout: 30_000, interval: 250 };
const exists = async (name: string) => (await bucket().file(name).exists())[0];

describe("uploads checked by their bytes", () => {
  it("deletes an HTML page uploaded as image/png and keeps a real PNG", async () => {
    const uid = `bytes-${Date.now().toString(36)}`;
    const fake = `users/${uid}-fake/avatar`;
    const real = `users/${uid}-real/avatar`;
    await bucket()
      .file(fake)
      .save(Buffer.from("<html><script>alert(1)</script></html>"), { contentType: "image/png" });
    await bucket().file(real).save(makePng(8, 8), { contentType: "image/png" });
    await expect.poll(() => exists(fake), WAIT).toBe(false);
    expect(await exists(real)).toBe(true);
  });

  it("deletes a PNG that claims to be a JPEG product photo", async () => {
    const name = `products/bytes-${Date.now().toString(36)}.jpg`;
    await bucket().file(name).save(makePng(8, 8), { contentType: "image/jpeg" });
    await expect.poll(() => exists(name), WAIT).toBe(false);
  });
});
