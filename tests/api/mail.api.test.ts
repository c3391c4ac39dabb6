/**
 * Transactional mail end to end through the API: each event writes its `mail` document in the
 * same transaction, the `sendMail` trigger delivers it over SMTP to MailDev (the real local inbox,
 * read through its REST API), and mail its sender lost is sent by the sweep. The SMTP server away
 * (retries, the final error, an admin sending it again) is smtp-outage.api.test.ts, run alone.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAIL_LEASE_MS, pendingDelivery, type Mail, type MailState, type WithId } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { createTestProduct } from "../support/admin-sdk.js";
import { LOCAL_MAIL } from "../../scripts/lib/emulators.js";
import { smtpUri } from "../../scripts/lib/maildev.js";
import { P, SHOP_URL, STRIPE_LOCAL } from "../support/env.js";
import {
  deliveredMail,
  headerOf,
  mailDocs,
  mailsTo,
  receivedMails,
  type StoredMail,
  uniqueName,
} from "../support/mail.js";
import {
  SETTLE,
  adminDb,
  api,
  createUnpaidPurchase,
  endHold,
  localEvents,
  localEvent,
  orderThroughApi,
  payWithCard,
  readPurchase,
  resendEvent,
  webhooksSettled,
} from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";
import { runScheduledFunction } from "../support/clock.js";
import { expiryCode } from "../support/functions-code.js";

const SHOP = LOCAL_MAIL.shopEmail;
let admin: TestUser;
beforeAll(async () => {
  admin = await signInAdmin();
}, 60_000);

const kinds = (mails: StoredMail[]) => mails.map((m) => m.kind);

describe("mail about an order", { timeout: 180_000 }, () => {
  it("an order mails its customer the product, quantity, total, pay link and pay-by time", async () => {
    const customer = await registeredCustomer("Mail Placed");
    const name = uniqueName("Placed Gimbal");
    const productId = await createTestProduct({ name, priceCents: 4200, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 2);

    const doc = await deliveredMail(id, "purchase-placed");
    expect(doc.to).toBe(customer.email);
    expect(doc.delivery.attempts).toBe(1);
    expect(doc.delivery.info?.accepted).toEqual([customer.email]);
    const [mail] = await receivedMails(customer.email, name);
    expect(mail?.subject).toContain(`${name} × 2`);
    expect(mail?.from[0]?.address).toBe("shop@gimbal.test");
    // 2 × $42.00, and the United States zone's $9.00 (the spec's one-line address is in the US).
    expect(mail?.text).toContain("Product: " + name);
    expect(mail?.text).toContain("Shipping: $9.00\nTax: $0.00\nTotal: $93.00");
    expect(mail?.text).toContain(`${SHOP_URL}/dashboard/payment/${id}`);
    expect(mail?.text).toMatch(/Pay by: .+ UTC/);
    expect(mail?.html).toContain(`href="${SHOP_URL}/dashboard/payment/${id}"`);
  });

  it("a refused order mails nothing (the mail is part of the order's transaction)", async () => {
    const customer = await registeredCustomer("Mail Refused");
    const productId = await createTestProduct({ availableOrder: 1 });
    const res = await api("/purchase", {
      method: "POST",
      user: customer,
      body: { productId, quantity: 2, address: "1 Test Street, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(res.status).toBe(409);
    expect(await mailDocs({ to: customer.email })).toEqual([]);
  });

  it("a payment mails one receipt and tells the shop; a replayed webhook sends no second receipt", async () => {
    const customer = await registeredCustomer("Mail Paid");
    const name = uniqueName("Paid Gimbal");
    const id = await createUnpaidPurchase(customer, { priceCents: 5_000, productName: name });
    const pi = await payWithCard(customer, id);
    await vi.waitFor(async () => expect(await webhooksSettled(pi)).toBe(true), SETTLE);

    const receipt = await deliveredMail(id, "payment-received");
    expect(receipt.to).toBe(customer.email);
    const shop = await deliveredMail(id, "shop-paid-order");
    expect(shop.to).toBe(SHOP);
    expect(shop.replyTo).toBe(customer.email);
    const [mail] = await receivedMails(customer.email, `Payment received: ${name}`);
    expect(mail?.text).toContain("Amount paid: $50.00");
    expect(mail?.text).toContain(`Transaction id: ${pi}`);
    const [shopMail] = await receivedMails(SHOP, `New paid order: ${name}`);
    expect(shopMail?.text).toContain(customer.email);

    const [succeeded] = await localEvents(pi, "payment_intent.succeeded");
    await resendEvent(succeeded?.id ?? "");
    await vi.waitFor(async () => {
      const record = await localEvent(succeeded?.id ?? "");
      expect(record.deliveries === 2 && record.status === "succeeded").toBe(true);
    }, SETTLE);
    expect(kinds(await mailDocs({ purchaseId: id })).sort()).toEqual(["payment-received", "shop-paid-order"]);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it("shipping mails the carrier and the tracking number", async () => {
    const customer = await registeredCustomer("Mail Shipped");
    const name = uniqueName("Shipped Gimbal");
    const id = await createUnpaidPurchase(customer, { productName: name });
    await payWithCard(customer, id);
    const res = await api(`/purchase/${id}`, {
      method: "PUT",
      user: admin,
      body: { carrier: "DHL", trackingNumber: "JD014600000123" },
    });
    expect(res.status).toBe(200);
    await deliveredMail(id, "purchase-shipped");
    const [mail] = await receivedMails(customer.email, `Shipped: ${name}`);
    expect(mail?.text).toContain("Carrier: DHL");
    expect(mail?.text).toContain("Tracking number: JD014600000123");
    // Shipping again changes nothing and mails nothing.
    await api(`/purchase/${id}`, { method: "PUT", user: admin, body: {} });
    expect(kinds(await mailDocs({ purchaseId: id })).filter((k) => k === "purchase-shipped")).toHaveLength(1);
  });

  it("cancelling, expiring and refunding each mail the customer once", async () => {
    const customer = await registeredCustomer("Mail Ended");
    const productId = await createTestProduct({ name: uniqueName("Ended Gimbal"), availableOrder: 20 });

    const cancelled = await orderThroughApi(customer, productId, 2);
    expect((await api(`/purchase/${cancelled}`, { method: "DELETE", user: customer })).status).toBe(200);
    expect((await api(`/purchase/${cancelled}`, { method: "DELETE", user: customer })).status).toBe(409);
    await deliveredMail(cancelled, "purchase-cancelled");
    expect(kinds(await mailDocs({ purchaseId: cancelled })).sort()).toEqual([
      "purchase-cancelled",
      "purchase-placed",
    ]);

    // Expiry, as the scheduled sweep runs it (the services' own code against the emulators).
    const expiring = await createUnpaidPurchase(customer, {
      productName: uniqueName("Expiring Gimbal"),
      productId,
    });
    await endHold(expiring);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: STRIPE_LOCAL.secretKey,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(P.stripe),
      STRIPE_API_PROTOCOL: "http",
      SHOP_URL,
      SHOP_EMAIL: SHOP,
    });
    const { expirePurchase } = await expiryCode();
    expect(await expirePurchase(expiring)).toBe("expired");
    expect(await expirePurchase(expiring)).toBe("unchanged");
    const expiredMail = await deliveredMail(expiring, "purchase-expired");
    expect(expiredMail.message.text).toContain(`${SHOP_URL}/shop`);

    const refunded = await orderThroughApi(customer, productId, 3);
    await payWithCard(customer, refunded);
    const res = await api(`/purchase/${refunded}/refund`, { method: "POST", user: admin, body: {} });
    expect(res.status).toBe(200);
    const refundMail = await deliveredMail(refunded, "purchase-refunded");
    expect(refundMail.message.text).toContain("Amount refunded: $37.50");
    // The refund's own webhook events arrive afterwards: still one refund mail.
    await vi.waitFor(
      async () =>
        expect(await webhooksSettled((await readPurchase(refunded)).transactionId ?? "")).toBe(true),
      SETTLE,
    );
    expect(
      kinds(await mailDocs({ purchaseId: refunded })).filter((k) => k === "purchase-refunded"),
    ).toHaveLength(1);
  });
});

describe("mail to the shop", { timeout: 120_000 }, () => {
  it("a contact message reaches the shop with every field, replying to its sender", async () => {
    const from = `robin-${Date.now().toString(36)}@acme.test`;
    const res = await api("/messages", {
      method: "POST",
      body: {
        name: "Robin Mail",
        company: "Acme",
        email: from,
        phone: "+1 555 0199",
        message: "Do you ship to Canada?",
      },
    });
    expect(res.status).toBe(201);
    const [doc] = await mailDocs({ to: SHOP }).then((all) => all.filter((m) => m.replyTo === from));
    expect(doc?.kind).toBe("shop-contact-message");
    const [mail] = await receivedMails(SHOP, "Contact message from Robin Mail (Acme)");
    expect(mail?.text).toContain(`Email: ${from}`);
    expect(mail?.text).toContain("Phone: +1 555 0199");
    expect(mail?.text).toContain("Do you ship to Canada?");
    expect(await headerOf(mail?.id ?? "", "Reply-To")).toBe(from);
  });
});

describe("mail its sender lost", { timeout: 120_000 }, () => {
  /** The functions' own sweep, run here against the emulators as the schedule runs it. */
  async function sweep() {
    process.env.SMTP_CONNECTION_URI = smtpUri(P);
    process.env.MAIL_FROM = LOCAL_MAIL.from;
    const { sendAbandonedMail } = await import("../../functions/src/mail/delivery.js");
    return sendAbandonedMail(Date.now(), () => Promise.resolve());
  }

  const to = `lost-${Date.now().toString(36)}@gimbal.test`;
  const LONG_AGO = MAIL_LEASE_MS + 60_000;

  /** Where each left mail is first written and sent by its own trigger (see leftMail). */
  const primer = `lost-primer-${Date.now().toString(36)}@gimbal.test`;

  /**
   * A mail left as a sender leaves it: written `writtenAgoMs` ago, then in `state` since a claim
   * `claimedAgoMs` ago. It is first written as a new mail to `primer` and its `sendMail` trigger
   * is waited for until it has sent it (SUCCESS: that trigger runs once per mail, so nothing but
   * the sweep touches it afterwards); only then is it turned into the left mail, to `to`.
   */
  async function leftMail(subject: string, state: MailState, writtenAgoMs: number, claimedAgoMs: number) {
    const ref = adminDb().collection("mail").doc();
    await ref.create({
      to: primer,
      replyTo: null,
      message: { subject, text: `${subject}.`, html: `<p>${subject}.</p>` },
      kind: "shop-contact-message",
      purchaseId: null,
      createdAt: Timestamp.now(),
      delivery: pendingDelivery(),
    });
    await vi.waitFor(async () => expect(((await ref.get()).data() as Mail).delivery.state).toBe("SUCCESS"), {
      timeout: 60_000,
      interval: 200,
    });
    await ref.update({
      to,
      createdAt: Timestamp.fromMillis(Date.now() - writtenAgoMs),
      delivery: {
        ...pendingDelivery(),
        state,
        startTime: Timestamp.fromMillis(Date.now() - claimedAgoMs),
      },
    });
    return ref;
  }

  it("sends mails stuck PROCESSING or PENDING past the lease, once, and leaves a fresh claim alone", async () => {
    const stuck = await leftMail("Stuck in processing", "PROCESSING", LONG_AGO, LONG_AGO);
    const waiting = await leftMail("Never picked up", "PENDING", LONG_AGO, LONG_AGO);
    // Written long ago, claimed a minute ago: its sender is still at work.
    const busy = await leftMail("Being sent right now", "PROCESSING", LONG_AGO, 60_000);

    const first = await sweep();
    expect(first.sent).toBeGreaterThanOrEqual(2);
    for (const ref of [stuck, waiting]) {
      const mail = (await ref.get()).data() as Mail;
      expect(mail.delivery.state).toBe("SUCCESS");
      expect(mail.delivery.attempts).toBe(1);
    }
    expect(((await busy.get()).data() as Mail).delivery.state).toBe("PROCESSING");
    const subjects = (await mailsTo(to)).map((m) => m.subject).sort();
    expect(subjects).toEqual(["Never picked up", "Stuck in processing"]);

    // A second sweep finds nothing of these to send again.
    await sweep();
    expect((await mailsTo(to)).length).toBe(2);
  });

  it("is sent by the deployed sweepAbandonedMail, called as Cloud Scheduler calls it", async () => {
    const lost = await leftMail("Lost by a dead run", "PROCESSING", LONG_AGO, LONG_AGO);
    expect(await runScheduledFunction("sweepAbandonedMail")).toBe(200);
    const mail = (await lost.get()).data() as Mail;
    expect(mail.delivery.state).toBe("SUCCESS");
    expect(mail.delivery.attempts).toBe(1);
    expect((await mailsTo(to)).map((m) => m.subject)).toContain("Lost by a dead run");
  });
});

describe("the outbox API", { timeout: 60_000 }, () => {
  it("lists the newest mails for admins only, by state, and validates its input", async () => {
    const customer = await registeredCustomer("Mail Nosy");
    expect((await api("/mail")).status).toBe(401);
    expect((await api("/mail", { user: customer })).status).toBe(403);
    expect((await api("/mail/x/retry", { method: "POST", user: customer })).status).toBe(403);

    const all = await api<WithId<Mail>[]>("/mail", { user: admin });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    const times = all.body.map((m) => m.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const sent = await api<WithId<Mail>[]>("/mail?state=SUCCESS", { user: admin });
    expect(sent.body.every((m) => m.delivery.state === "SUCCESS")).toBe(true);

    const badState = await api<{ error: { code: string } }>("/mail?state=LOST", { user: admin });
    expect(badState.status).toBe(400);
    expect(badState.body.error.code).toBe("invalid-argument");
    expect((await api("/mail?other=1", { user: admin })).status).toBe(400);
    expect((await api("/mail/a%2Fb/retry", { method: "POST", user: admin })).status).toBe(400);
    expect((await api("/mail/no-such-mail/retry", { method: "POST", user: admin })).status).toBe(404);
    const success = sent.body[0];
    const notFailed = await api<{ error: { message: string } }>(`/mail/${success?._id ?? ""}/retry`, {
      method: "POST",
      user: admin,
    });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.error.message).toBe("Only a mail that failed can be sent again");
    const withBody = await api(`/mail/${success?._id ?? ""}/retry`, {
      method: "POST",
      user: admin,
      body: { x: 1 },
    });
    expect(withBody.status).toBe(400);
  });
});
