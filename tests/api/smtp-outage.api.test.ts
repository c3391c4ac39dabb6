/**
 * The SMTP server away: while the SMTP server is away, orders and payments go on, each mail is
 * retried and ends in ERROR with its last error, and once the server is back new mails go out and
 * an admin sends a failed one again. Runs alone (ALONE_STEPS in scripts/emulated-suites.ts): it
 * stops MailDev, and every other file's mails would fail with it. The rest of the mail suite is
 * mail.api.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { MAIL_MAX_ATTEMPTS, type Mail } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import {
  DELIVERY,
  deliveredMail,
  mailDocs,
  receivedMails,
  startInbox,
  stopInbox,
  type StoredMail,
  uniqueName,
} from "../support/mail.js";
import {
  adminDb,
  api,
  orderThroughApi,
  payWithCard,
  readPayment,
  readPurchase,
} from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

describe("when the SMTP server is away", { timeout: 240_000 }, () => {
  it("orders and payments go on, mails end in ERROR after their retries, and resume when it is back", async () => {
    const customer = await registeredCustomer("Mail Outage");
    const name = uniqueName("Outage Gimbal");
    const productId = await createTestProduct({ name, priceCents: 1000, availableOrder: 10 });
    await stopInbox();
    let failed: StoredMail | undefined;
    try {
      const id = await orderThroughApi(customer, productId, 2);
      await payWithCard(customer, id);
      // Paid and recorded although no mail can leave: 2 × $10.00.
      expect(await readPayment(id)).toMatchObject({ product: id, priceCents: 2000 });
      await vi.waitFor(
        async () => {
          failed = (await mailDocs({ purchaseId: id })).find((m) => m.kind === "purchase-placed");
          expect(failed?.delivery.state).toBe("ERROR");
        },
        { timeout: 90_000, interval: 500 },
      );
      expect(failed?.delivery.attempts).toBe(MAIL_MAX_ATTEMPTS);
      expect(failed?.delivery.error).toMatch(/ECONNREFUSED/);
      expect(failed?.delivery.endTime).not.toBeNull();
      expect((await readPurchase(id)).state).toBe("paid");
    } finally {
      await startInbox();
    }

    // Back: a new order's mail is delivered, and an admin sends the failed one again.
    const next = await orderThroughApi(customer, productId, 2);
    await deliveredMail(next, "purchase-placed");
    const admin = await signInAdmin();
    const again = await api<{ insertedId: string }>(`/mail/${failed?.id ?? ""}/retry`, {
      method: "POST",
      user: admin,
    });
    expect(again.status).toBe(201);
    await vi.waitFor(async () => {
      const copy = (await adminDb().collection("mail").doc(again.body.insertedId).get()).data() as Mail;
      expect(copy.delivery.state).toBe("SUCCESS");
    }, DELIVERY);
    expect(
      (
        await adminDb()
          .collection("mail")
          .doc(failed?.id ?? "")
          .get()
      ).data()?.resentAs,
    ).toBe(again.body.insertedId);
    const twice = await api(`/mail/${failed?.id ?? ""}/retry`, { method: "POST", user: admin });
    expect(twice.status).toBe(409);
    expect((await receivedMails(customer.email, name, 2)).length).toBeGreaterThanOrEqual(2);
  });
});
