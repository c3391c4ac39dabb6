/**
 * Issue 50, the cart left behind, on the live stack: the hourly sweep (run by the emulator clock)
 * mails a customer who confirmed 'Send me news and offers' one reminder of a cart left for 24
 * hours, with its lines and a link back, as a marketing mail (List-Unsubscribe headers); a second
 * run mails nothing more; a customer without consent, or who ordered since, gets none.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { ConsentAnswer } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { runScheduledFunction } from "../support/clock.js";
import { call } from "../support/http.js";
import { headerOf, mailDocs, mailsTo, received } from "../support/mail.js";
import { adminDb } from "../support/payments.js";
import { registeredCustomer } from "./helpers/users.js";

const REMINDER = "Your cart is waiting for you";
const CONTACT = { address: "9 Reminder Row, Springfield, IL 62701", phone: "+1 555 0151" };

/** A customer who ticked the box and followed the mailed link. */
async function consentingCustomer(name: string): Promise<TestUser> {
  const customer = await registeredCustomer(name);
  await call("PUT", "/users/me/consent", { token: customer.idToken, body: { marketing: true } });
  const mail = await received(customer.email, "Please confirm: news and offers from the shop");
  const path = /\/api(\/consent\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(mail.text)?.[1] ?? "";
  expect((await call("GET", path)).status).toBe(200);
  const now = await call<ConsentAnswer>("GET", "/users/me/consent", { token: customer.idToken });
  expect(now.body.marketing).toBe("confirmed");
  return customer;
}

/** A cart holding `quantity` of a new product, last changed 25 hours ago; the product's name. */
async function leftCart(customer: TestUser, quantity: number): Promise<string> {
  const name = `Reminder Gimbal ${Date.now().toString(36)}`;
  const productId = await createTestProduct({ name, priceCents: 3999, minimumOrder: 0, availableOrder: 20 });
  const added = await call("POST", "/cart/items", { token: customer.idToken, body: { productId, quantity } });
  expect(added.status, added.text).toBeLessThan(300);
  await adminDb()
    .doc(`carts/${customer.uid}`)
    .update({ updatedAt: Timestamp.fromMillis(Date.now() - 25 * 3600_000) });
  return name;
}

const remindersTo = async (email: string) =>
  (await mailDocs({ to: email })).filter((m) => m.kind === "cart-reminder");

describe("the cart left behind", { timeout: 240_000 }, () => {
  it("gets one reminder with its lines and a link back, only with consent and not after ordering", async () => {
    const [keen, silent, buyer] = await Promise.all([
      consentingCustomer("Karl Keen"),
      registeredCustomer("Sina Silent"),
      consentingCustomer("Bea Buyer"),
    ]);
    const keenProduct = await leftCart(keen, 2);
    await leftCart(silent, 1);
    await leftCart(buyer, 1);
    const otherProduct = await createTestProduct({
      name: `Ordered Gimbal ${Date.now().toString(36)}`,
      priceCents: 2999,
      minimumOrder: 0,
      availableOrder: 20,
    });
    const placed = await call("POST", "/orders", {
      token: buyer.idToken,
      body: { items: [{ productId: otherProduct, quantity: 1 }], ...CONTACT },
    });
    expect(placed.status, placed.text).toBe(201);

    expect(await runScheduledFunction("sweepCartReminders")).toBe(200);
    const mail = await received(keen.email, REMINDER);
    expect(mail.text).toContain(`${keenProduct}: × 2`);
    expect(mail.text).toMatch(/Back to your cart: https?:\/\/\S+\/cart\b/);
    expect(await headerOf(mail.id, "List-Unsubscribe")).toMatch(/\/api\/consent\/unsubscribe\?token=/);
    expect(await headerOf(mail.id, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The sweep writes each reminder in its own run: what it did not write, it never will.
    expect(await remindersTo(silent.email)).toEqual([]);
    expect(await remindersTo(buyer.email)).toEqual([]);

    expect(await runScheduledFunction("sweepCartReminders")).toBe(200);
    expect(await remindersTo(keen.email)).toHaveLength(1);
    expect((await mailsTo(keen.email)).filter((m) => m.subject === REMINDER)).toHaveLength(1);
  });
});
