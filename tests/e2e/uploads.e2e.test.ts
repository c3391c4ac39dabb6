/**
 * Photos through Cloud Storage in Chromium, against the Storage emulator and storage.rules:
 * an admin uploads a PNG on Add Product (progress bar, then the product shows it in the shop);
 * SVG files and files of 5 MB or more are refused with a clear message before any upload; a
 * customer uploads their own avatar on My Profile, and the rules refuse a customer's upload of
 * a product photo or into someone else's folder, sent from their signed-in page with their token.
 * Where the launcher could not start the Storage emulator, only the URL-only forms are checked.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@shop/domain";
import { db } from "../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import { signInThroughLogin } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, P, PROJECT_ID, SHOP_URL } from "../support/env.js";
import { makePng } from "../support/png.js";

const UI_TIMEOUT = { timeout: 20_000 };
const STORAGE_ORIGIN = `http://127.0.0.1:${P.storage}`;
const BUCKET = `${PROJECT_ID}.appspot.com`;
const storageRunning = process.env.GIMBAL_STORAGE_EMULATOR === "1";

const session = browserSession();

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return signInThroughLogin(context, email, password, UI_TIMEOUT.timeout);
}

const signedInAdmin = () => signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
const signedInCustomer = (user: TestUser) => signedIn(user.email, user.password);

/** Requests this page sends to the Storage emulator. */
function storageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(STORAGE_ORIGIN)) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

/** Uploads made slow enough to watch: the page's upload bandwidth is limited to `bytesPerSecond`. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * The upload the Storage SDK makes (multipart: metadata, then the bytes), sent by hand from the
 * page with the session's ID token (the spec's `accessToken`): what a customer could try without
 * the form. Resolves with the HTTP status.
 */
function uploadFromPage(page: Page, objectName: string, contentType: string, size: number): Promise<number> {
  return page.evaluate(
    async ({ origin, bucket, objectName, contentType, size }) => {
      const token = localStorage.getItem("accessToken");
      const boundary = `gimbal-${Math.random().toString(36).slice(2)}`;
      const body = new Blob([
        `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`,
        JSON.stringify({ name: objectName, contentType }),
        `\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
        new Uint8Array(size),
        `\r\n--${boundary}--`,
      ]);
      const res = await fetch(`${origin}/v0/b/${bucket}/o?name=${encodeURIComponent(objectName)}`, {
        method: "POST",
        headers: {
          Authorization: `Firebase ${token ?? ""}`,
          "X-Goog-Upload-Protocol": "multipart",
          "Content-Type": `multipart/related; boundary=${boundary}`,
        },
        body,
      });
      return res.status;
    },
    { origin: STORAGE_ORIGIN, bucket: BUCKET, objectName, contentType, size },
  );
}

/** Waits until the image has really been loaded and returns its natural width. */
async function loadedWidth(page: Page, selector: ReturnType<Page["locator"]>): Promise<number> {
  await selector.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      UI_TIMEOUT,
    )
    .toBe(true);
  return selector.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

if (!storageRunning) {
  console.log("uploads e2e: Storage emulator not running — only the URL-only forms are checked.");
  describe("without the Storage emulator", () => {
    it("Add Product and My Profile take an image URL and say that upload is unavailable", async () => {
      const admin = await signedInAdmin();
      await admin.goto(`${SHOP_URL}/dashboard/addproduct`);
      await admin
        .getByText("Image upload is unavailable here; paste an image URL instead")
        .waitFor(UI_TIMEOUT);
      expect(await admin.getByLabel("Image", { exact: true }).count()).toBe(0);
      await admin.goto(`${SHOP_URL}/dashboard/profile`);
      await admin.getByText(/Photo upload is unavailable/).waitFor(UI_TIMEOUT);
      expect(await admin.getByLabel("Photo", { exact: true }).count()).toBe(0);
    });
  });
} else {
  describe("product photos", () => {
    it("an admin uploads a PNG with a progress bar, and the new product shows it in the shop", async () => {
      const name = `Photo Gimbal ${randomUUID().slice(0, 8)}`;
      const page = await signedInAdmin();
      await page.goto(`${SHOP_URL}/dashboard/addproduct`);
      const form = page.getByRole("form", { name: "Add a product" });
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Description", { exact: true }).fill("A gimbal photographed for the shop.");
      await form.getByLabel("Minimum order quantity", { exact: true }).fill("1");
      await form.getByLabel("Available quantity", { exact: true }).fill("12");
      await form.getByLabel("Price ($)", { exact: true }).fill("129.00");

      // About 1.2 MB at 400 kB/s: long enough to see the progress bar move.
      const photo = makePng(640, 640, { noise: true });
      await throttleUploads(page, 400 * 1024);
      await form.getByLabel("Image", { exact: true }).setInputFiles({
        name: "Photo Gimbal.png",
        mimeType: "image/png",
        buffer: photo,
      });
      const progress = form.getByRole("progressbar", { name: "Image upload progress" });
      await progress.waitFor(UI_TIMEOUT);
      expect(await form.getByRole("button", { name: "Add Product", exact: true }).isDisabled()).toBe(true);
      await expect.poll(() => progress.getAttribute("value"), UI_TIMEOUT).not.toBe("0");
      await progress.waitFor({ state: "detached", ...UI_TIMEOUT });

      // The download URL lands in the URL field (the alternative input), and the preview shows it.
      const imageUrl = await form.getByLabel("Image URL", { exact: true }).inputValue();
      expect(imageUrl.startsWith(`${STORAGE_ORIGIN}/v0/b/${BUCKET}/o/products%2F`)).toBe(true);
      expect(await loadedWidth(page, form.getByRole("img", { name: "Uploaded product" }))).toBe(640);

      await form.getByRole("button", { name: "Add Product", exact: true }).click();
      await page
        .locator(".Toastify")
        .getByText("Product added successfully", { exact: true })
        .waitFor(UI_TIMEOUT);
      const stored = await db.collection(COLLECTIONS.products).where("name", "==", name).get();
      expect(stored.docs.map((d) => d.get("image") as unknown)).toEqual([imageUrl]);

      // The uploaded bytes are what the shop serves.
      const served = await fetch(imageUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

      const shop = await session.newContext();
      const shopPage = await shop.newPage();
      await shopPage.goto(`${SHOP_URL}/shop`);
      const card = shopPage.locator("article.product-card").filter({ hasText: name });
      await card.waitFor(UI_TIMEOUT);
      const img = card.locator("img");
      expect(await img.getAttribute("src")).toBe(imageUrl);
      expect(await loadedWidth(shopPage, img)).toBe(640);
    });

    it("refuses an SVG and a file of 5 MB or more with a clear message, before uploading anything", async () => {
      const page = await signedInAdmin();
      await page.goto(`${SHOP_URL}/dashboard/addproduct`);
      const sent = storageRequests(page);
      const form = page.getByRole("form", { name: "Add a product" });
      const picker = form.getByLabel("Image", { exact: true });
      await picker.waitFor(UI_TIMEOUT);

      await picker.setInputFiles({
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
      await form
        .getByRole("alert")
        .getByText("SVG images are not accepted; choose a PNG, JPEG, WebP, GIF or AVIF image", {
          exact: true,
        })
        .waitFor(UI_TIMEOUT);
      expect(await picker.getAttribute("aria-invalid")).toBe("true");

      // 1400 × 1400 noisy pixels: a real PNG of about 5.9 MB.
      const large = makePng(1400, 1400, { noise: true });
      expect(large.length).toBeGreaterThanOrEqual(5 * 1024 * 1024);
      await picker.setInputFiles({ name: "large.png", mimeType: "image/png", buffer: large });
      await form
        .getByRole("alert")
        .getByText("The image must be smaller than 5 MB", { exact: true })
        .waitFor(UI_TIMEOUT);
      expect(await form.getByLabel("Image URL", { exact: true }).inputValue()).toBe("");
      expect(sent).toEqual([]);
    });

    it("storage.rules refuse what the form would: a customer's product photo, an admin's SVG or 5 MB file", async () => {
      const customer = await createCustomer("Sneaky Sue");
      const customerPage = await signedInCustomer(customer);
      expect(await uploadFromPage(customerPage, `products/${randomUUID()}.png`, "image/png", 1024)).toBe(403);

      const adminPage = await signedInAdmin();
      expect(await uploadFromPage(adminPage, `products/${randomUUID()}.svg`, "image/svg+xml", 1024)).toBe(
        403,
      );
      expect(
        await uploadFromPage(adminPage, `products/${randomUUID()}.png`, "image/png", 5 * 1024 * 1024),
      ).toBe(403);
      // The same request is fine from an admin with an accepted image: the refusals are the rules'.
      expect(await uploadFromPage(adminPage, `products/${randomUUID()}.png`, "image/png", 1024)).toBe(200);
    });
  });

  describe("avatars", () => {
    it("a customer uploads their own avatar on My Profile, and it stays after a reload", async () => {
      const customer = await createCustomer("Avatar Ava");
      const page = await signedInCustomer(customer);
      await page.goto(`${SHOP_URL}/dashboard/profile`);
      const avatar = makePng(200, 200);
      await page.getByLabel("Photo", { exact: true }).setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: avatar,
      });
      const photoUrl = page.getByLabel("Photo URL", { exact: true });
      await expect
        .poll(() => photoUrl.inputValue(), UI_TIMEOUT)
        .toMatch(new RegExp(`^${STORAGE_ORIGIN}/v0/b/${BUCKET}/o/users%2F${customer.uid}%2Favatar\\?`));
      const url = await photoUrl.inputValue();
      expect(await loadedWidth(page, page.getByRole("img", { name: /^Avatar of/ }))).toBe(200);

      await page.getByRole("button", { name: "Update" }).click();
      await page.locator(".Toastify").getByText("Profile updated").waitFor(UI_TIMEOUT);
      await expect
        .poll(
          async () =>
            (await db.collection(COLLECTIONS.users).doc(customer.uid).get()).get("photoURL") as unknown,
          UI_TIMEOUT,
        )
        .toBe(url);

      await page.reload();
      await expect.poll(() => photoUrl.inputValue(), UI_TIMEOUT).toBe(url);
      expect(await page.getByRole("img", { name: /^Avatar of/ }).getAttribute("src")).toBe(url);
    });

    it("an avatar of 2 MB or more is refused with a clear message", async () => {
      const customer = await createCustomer("Big Ben");
      const page = await signedInCustomer(customer);
      await page.goto(`${SHOP_URL}/dashboard/profile`);
      const sent = storageRequests(page);
      await page.getByLabel("Photo", { exact: true }).setInputFiles({
        name: "huge.png",
        mimeType: "image/png",
        buffer: makePng(900, 900, { noise: true }),
      });
      await page
        .getByRole("alert")
        .getByText("The image must be smaller than 2 MB", { exact: true })
        .waitFor(UI_TIMEOUT);
      expect(sent).toEqual([]);
    });

    it("a customer may upload into their own folder and nobody else's", async () => {
      const customer = await createCustomer("Own Olly");
      const other = await createCustomer("Other Otto");
      const page = await signedInCustomer(customer);
      expect(await uploadFromPage(page, `users/${other.uid}/avatar`, "image/png", 1024)).toBe(403);
      expect(await uploadFromPage(page, `users/${customer.uid}/avatar`, "image/png", 1024)).toBe(200);
      // One avatar per user (issue 22): no second file beside it.
      expect(await uploadFromPage(page, `users/${customer.uid}/avatar.png`, "image/png", 1024)).toBe(403);
    });
  });
}
