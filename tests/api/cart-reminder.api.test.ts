/**
 * Issue 50, the cart left behind, on the live stack: the hourly sweep (run by the emulator clock)
 * mails a customer who confirmed 'Send me news and offers' one reminder of a cart left for 24
 * hours, with its lines and a link back, as a marketing mail (List-Unsubscribe headers); a second
 * run mails nothing more; a customer without consent, or who ordered since, gets none. The
 * overview counts the carts reminded and those recovered (an order placed from a reminded cart).
 * The reminders of the whole suite happen in this file (its tests run one after another), so the
 * overview's counts move by exactly what this file does.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { ConsentAnswer, StatsOverviewAnswer } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { runScheduledFunction } from "../support/clock.js";
import { call } from "../support/http.js";
import { headerOf, mailDocs, mailsTo, received } from "../support/mail.js";
import { adminDb } from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const REMINDER = "Your cart is waiting for you";
const CONTACT = { address: "9 Reminder Row, Springfield, IL 62701", phone: "+1 555 0151" };

/** A customer who ticked the box and followed the mailed link. */
async function consentingCustomer(name: string): Promise<TestUser> {
  const customer = await registeredCustomer(name);
  await call("PUT", "/users/me/consent", { token: customer.idToken, body: { marketing: true } });
  const mail = await received(customer.email, "Please confirm: news and offers from the shop");
  const path = /\/api(\/consent\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(mail.text)?.[1] ?? "";
  // The link's page has a Confirm button: its POST confirms (the GET alone changes nothing).
  expect((await call("POST", path)).status).toBe(200);
  const now = await call<ConsentAnswer>("GET", "/users/me/consent", { token: customer.idToken });
  expect(now.body.marketing).toBe("confirmed");
  return customer;
}

/** A cart holding `quantity` of a new product, last changed 25 hours ago; the product's name and id. */
async function leftCartWithId(
  customer: TestUser,
  quantity: number,
): Promise<{ name: string; productId: string }> {
  const name = `Reminder Gimbal ${Date.now().toString(36)}`;
  const productId = await createTestProduct({ name, priceCents: 3999, minimumOrder: 0, availableOrder: 20 });
  const added = await call("POST", "/cart/items", { token: customer.idToken, body: { productId, quantity } });
  expect(added.status, added.text).toBeLessThan(300);
  await adminDb()
    .doc(`carts/${customer.uid}`)
    .update({ updatedAt: Timestamp.fromMillis(Date.now() - 25 * 3600_000) });
  return { name, productId };
}

const leftCart = async (customer: TestUser, quantity: number) =>
  (await leftCartWithId(customer, quantity)).name;

/** The overview's carts reminded and recovered over the last 7 days. */
async function cartCounts(admin: TestUser): Promise<StatsOverviewAnswer["carts"]> {
  const res = await call<StatsOverviewAnswer>("GET", "/stats/overview?days=7", { token: admin.idToken });
  expect(res.status, res.text).toBe(200);
  return res.body.carts;
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

  it("shows on the overview: carts reminded, and those recovered by an order placed from them", async () => {
    const admin = await signInAdmin();
    const before = await cartCounts(admin);
    const [back, away] = await Promise.all([
      consentingCustomer("Rita Returns"),
      consentingCustomer("Alex Away"),
    ]);
    const { productId } = await leftCartWithId(back, 1);
    await leftCart(away, 3);
    // Rita's cart holds a second product, which she will not order.
    const kept = await createTestProduct({
      name: "Kept Gimbal",
      priceCents: 1999,
      minimumOrder: 0,
      availableOrder: 20,
    });
    expect(
      (await call("POST", "/cart/items", { token: back.idToken, body: { productId: kept, quantity: 1 } }))
        .status,
    ).toBeLessThan(300);
    await adminDb()
      .doc(`carts/${back.uid}`)
      .update({ updatedAt: Timestamp.fromMillis(Date.now() - 25 * 3600_000) });
    expect(await runScheduledFunction("sweepCartReminders")).toBe(200);
    await Promise.all([received(back.email, REMINDER), received(away.email, REMINDER)]);
    const reminded = await cartCounts(admin);
    expect(reminded).toEqual({ reminded: before.reminded + 2, recovered: before.recovered });

    // Rita comes back by the mail's link and orders what her cart holds: that cart is recovered.
    const placed = await call<{ orderId: string }>("POST", "/orders", {
      token: back.idToken,
      body: { items: [{ productId, quantity: 1 }], ...CONTACT },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = await adminDb().doc(`orders/${placed.body.orderId}`).get();
    expect(order.get("fromCartReminder")).toBe(true);
    expect(await cartCounts(admin)).toEqual({
      reminded: before.reminded + 2,
      recovered: before.recovered + 1,
    });
    // What is left of her cart changed with the order: a Timestamp like every cart's, no reminder yet.
    const rest = await adminDb().doc(`carts/${back.uid}`).get();
    expect(rest.get("updatedAt")).toBeInstanceOf(Timestamp);
    expect(rest.get("remindedAt")).toBeUndefined();
    // Another sweep reminds nobody again (nothing left for a day since) and recovers nothing more.
    expect(await runScheduledFunction("sweepCartReminders")).toBe(200);
    expect(await cartCounts(admin)).toEqual({
      reminded: before.reminded + 2,
      recovered: before.recovered + 1,
    });
  });
});
