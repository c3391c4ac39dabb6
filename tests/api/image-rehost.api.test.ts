/**
 * Issue 22 item 6: an image given by address — a product image, a profile photo — is fetched
 * once by the server over https (type by its bytes, at most 5 MB, never a private address) and
 * kept in the shop's Storage bucket; the pages then load it from there, so the CSP's img-src
 * needs no `https:` wildcard. The source is a real https server (test-only CA, trusted by the
 * functions in the emulator through NODE_EXTRA_CA_CERTS).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody, ProductAnswer, ProfileAnswer } from "@shop/domain";
import { P, SHOP_URL } from "../support/env.js";
import { PNG_BYTES, startImageServer, type ImageServer } from "../support/image-server.js";
import { api } from "../support/payments.js";
import type { TestUser } from "../support/auth.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let images: ImageServer;
let admin: TestUser;
const STORAGE_ORIGIN = `http://127.0.0.1:${P.storage}/v0/b/`;

beforeAll(async () => {
  [images, admin] = await Promise.all([startImageServer(), signInAdmin()]);
});
afterAll(() => images.close());

function addProduct(image: string) {
  return api<{ insertedId: string } & ApiErrorBody>("/products", {
    method: "POST",
    user: admin,
    body: {
      name: `Re-hosted ${Date.now()}`,
      description: "A product whose image was given by address.",
      image,
      minimumOrder: 1,
      availableOrder: 5,
      priceCents: 4900,
    },
  });
}

async function bytesAt(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("images given by address are kept in the shop's bucket", () => {
  it("fetches a product image once and serves it from Storage", async () => {
    const created = await addProduct(images.url("/gimbal.png"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.insertedId;
    const product = (await api<ProductAnswer>(`/products/${id}`)).body;
    expect(product.image.startsWith(STORAGE_ORIGIN)).toBe(true);
    expect(product.image).toContain(encodeURIComponent(`products/${id}`));
    const served = await bytesAt(product.image);
    expect(served.type).toBe("image/png");
    expect(served.bytes.equals(PNG_BYTES)).toBe(true);
    await api(`/products/${id}`);
    expect(images.hits.get("/gimbal.png")).toBe(1);
  });

  it("follows a redirect to https and keeps the shop's own paths as they are", async () => {
    const moved = await addProduct(images.url("/moved.png"));
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const image = (await api<ProductAnswer>(`/products/${moved.body.insertedId}`)).body.image;
    expect((await bytesAt(image)).bytes.equals(PNG_BYTES)).toBe(true);
    const own = await addProduct("/images/products/x1-bundle.svg");
    expect(own.status).toBe(201);
    expect((await api<ProductAnswer>(`/products/${own.body.insertedId}`)).body.image).toBe(
      "/images/products/x1-bundle.svg",
    );
    const ownFull = await addProduct(`${SHOP_URL}/images/products/x1-bundle.svg`);
    expect(ownFull.status).toBe(201);
    expect((await api<ProductAnswer>(`/products/${ownFull.body.insertedId}`)).body.image).toBe(
      `${SHOP_URL}/images/products/x1-bundle.svg`,
    );
  });

  it.each([
    [
      "an HTML page that claims to be a PNG",
      "/page.png",
      "That address is not a PNG, JPEG, GIF, WebP or AVIF image",
    ],
    ["a file over 5 MB", "/huge.png", "The image must be smaller than 5 MB"],
    ["a redirect to http:", "/to-http.png", "Images must be given by an https:// address"],
    ["a missing file", "/nothing.png", "The image could not be fetched from that address"],
  ])("refuses %s with 400", async (_what, path, message) => {
    const res = await addProduct(images.url(path));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "invalid-argument", message });
  });

  it.each([
    ["http:", "http://localhost/gimbal.png", "Images must be given by an https:// address"],
    ["a protocol-relative address", "//localhost/gimbal.png", "Images must be given by an https:// address"],
    [
      "a private address (loopback by IP)",
      "https://127.0.0.1:1/gimbal.png",
      "The image could not be fetched from that address",
    ],
    [
      "the metadata server",
      "https://169.254.169.254/computeMetadata/v1/",
      "The image could not be fetched from that address",
    ],
  ])("never fetches %s", async (_what, address, message) => {
    const before = images.hits.get("/gimbal.png") ?? 0;
    const res = await addProduct(address);
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(message);
    expect(images.hits.get("/gimbal.png") ?? 0).toBe(before);
  });

  it("keeps a profile photo as the account's one avatar", async () => {
    const customer = await registeredCustomer("Photo Owner");
    const first = await api<ProfileAnswer & ApiErrorBody>("/users/me", {
      method: "PATCH",
      user: customer,
      body: { displayName: "Photo Owner", photoURL: images.url("/gimbal.png") },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.photoURL.startsWith(STORAGE_ORIGIN)).toBe(true);
    expect(first.body.photoURL).toContain(encodeURIComponent(`users/${customer.uid}/avatar`));
    expect((await bytesAt(first.body.photoURL)).bytes.equals(PNG_BYTES)).toBe(true);

    const second = await api<ProfileAnswer>("/users/me", {
      method: "PATCH",
      user: customer,
      body: { displayName: "Photo Owner", photoURL: images.url("/moved.png") },
    });
    expect(second.status).toBe(200);
    expect(second.body.photoURL.split("?")[0]).toBe(first.body.photoURL.split("?")[0]);
    // Saving the stored photo again keeps it (no fetch of the shop's own bucket).
    const hits = images.hits.get("/gimbal.png");
    const again = await api<ProfileAnswer>("/users/me", {
      method: "PATCH",
      user: customer,
      body: { displayName: "Photo Owner", photoURL: second.body.photoURL },
    });
    expect(again.body.photoURL).toBe(second.body.photoURL);
    expect(images.hits.get("/gimbal.png")).toBe(hits);

    const refused = await api<ApiErrorBody>("/users/me", {
      method: "PATCH",
      user: customer,
      body: { displayName: "Photo Owner", photoURL: images.url("/page.png") },
    });
    expect(refused.status).toBe(400);
  });
});
