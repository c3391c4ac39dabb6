/**
 * Issue 33, returns on the live stack: a shipped line's return goes requested → approved →
 * received → refunded, with a refund of exactly the returned pieces' share of what was paid, the
 * pieces back in stock, its own credit note and a mail at each step; an unshipped line, a second
 * return and one past the window get their 409s; only the purchase's customer asks, only admins
 * handle; bad input is a 400 with its message.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DAY_MS,
  INVOICE_PATHS,
  RETURN_MESSAGES,
  formatDollars,
  type ApiErrorBody,
  type OrderAnswer,
  type PlacedOrderAnswer,
  type PurchaseAnswer,
  type ReturnAnswer,
  type ReturnPage,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { createTestProduct, productStock } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { checkSeries, getPdf, pdfText, waitForMark, waitForPartialCreditNote } from "../support/invoices.js";
import { mailsTo } from "../support/mail.js";
import { SLOW_EMULATOR_MS, adminDb, api, stripe, payOrderByCard } from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

/** Webhooks, triggers and mail run beside every other lane: generous waits on two busy cores. */
const BUSY_WAIT = { timeout: 90_000, interval: 500 } as const;
const YEAR = new Date().getUTCFullYear();
const CONTACT = { address: "5 Return Road, Springfield, IL 62701", phone: "+1 555 0133" };

let admin: TestUser;
beforeAll(async () => {
  admin = await signInAdmin();
}, SLOW_EMULATOR_MS);

interface ShippedOrder {
  orderId: string;
  /** 3 pieces at $19.99, shipped. */
  shipped: string;
  /** 1 piece at $25.00, paid and not shipped. */
  unshipped: string;
  productId: string;
  productName: string;
}

/** A two-line order paid by card, its first line shipped by an admin. */
async function shippedOrder(customer: TestUser): Promise<ShippedOrder> {
  const productName = `Return Gimbal ${Date.now()}`;
  const [a, b] = await Promise.all([
    createTestProduct({ name: productName, priceCents: 1999, minimumOrder: 0, availableOrder: 20 }),
    createTestProduct({
      name: `Return Tripod ${Date.now()}`,
      priceCents: 2500,
      minimumOrder: 0,
      availableOrder: 20,
    }),
  ]);
  const placed = await api<PlacedOrderAnswer>("/orders", {
    method: "POST",
    user: customer,
    body: {
      items: [
        { productId: a, quantity: 3 },
        { productId: b, quantity: 1 },
      ],
      ...CONTACT,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { orderId } = placed.body;
  await payOrderByCard(customer, orderId);
  const order = await vi.waitFor(async () => {
    const res = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    expect(res.body.state).toBe("paid");
    return res.body;
  }, BUSY_WAIT);
  const shipped = order.lines.find((l) => l.productId === a)?.purchaseId ?? "";
  const unshipped = order.lines.find((l) => l.productId === b)?.purchaseId ?? "";
  const ship = await api(`/purchase/${shipped}`, { method: "PUT", user: admin, body: { carrier: "DHL" } });
  expect(ship.status, JSON.stringify(ship.body)).toBe(200);
  return { orderId, shipped, unshipped, productId: a, productName };
}

const askReturn = (customer: TestUser, purchaseId: string, body: unknown) =>
  api<ReturnRequestedAnswer & ApiErrorBody>(`/purchase/${purchaseId}/returns`, {
    method: "POST",
    user: customer,
    body,
  });
const act = (user: TestUser, returnId: string, action: string, body: unknown = {}) =>
  api<ReturnAnswer & ApiErrorBody>(`/returns/${returnId}/${action}`, { method: "POST", user, body });

async function subjectsTo(email: string, text: string): Promise<string[]> {
  return (await mailsTo(email)).map((m) => m.subject).filter((s) => s.includes(text));
}

describe("returns", () => {
  it(
    "a shipped line's return: requested, approved, received and refunded its exact share with a credit note, each step mailed",
    async () => {
      const customer = await registeredCustomer("Rita Return");
      const line = await shippedOrder(customer);

      const unshipped = await askReturn(customer, line.unshipped, { quantity: 1, reason: "Changed my mind" });
      expect(unshipped.status).toBe(409);
      expect(unshipped.body.error.message).toBe("Only delivered purchases can be returned");

      const asked = await askReturn(customer, line.shipped, {
        quantity: 2,
        reason: "Damaged",
        comment: "Arm cracked",
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const { returnId, rmaNumber } = asked.body;
      expect(rmaNumber).toMatch(new RegExp(`^RMA-${YEAR}-\\d{6}$`));
      const second = await askReturn(customer, line.shipped, { quantity: 1, reason: "Other" });
      expect(second.status).toBe(409);
      expect(second.body.error.message).toBe("A return is already open for this purchase");

      const mine = await api<PurchaseAnswer>(`/purchase/${line.shipped}`, { user: customer });
      expect(mine.body.lastReturn).toMatchObject({
        id: returnId,
        rmaNumber,
        state: "requested",
        quantity: 2,
      });

      const found = await api<ReturnPage>(`/returns?q=${rmaNumber}&state=requested`, { user: admin });
      expect(found.status).toBe(200);
      expect(found.body.items.map((r) => r._id)).toEqual([returnId]);
      expect(found.body.items[0]).toMatchObject({ purchaseId: line.shipped, quantity: 2, reason: "Damaged" });
      const other = await api<ReturnPage>(`/returns?q=${rmaNumber}&state=approved`, { user: admin });
      expect(other.body.items).toEqual([]);

      const approved = await act(admin, returnId, "approve");
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.state).toBe("approved");
      const again = await act(admin, returnId, "approve");
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe("Only a requested return can be approved");

      const stockBefore = await productStock(line.productId);
      const received = await act(admin, returnId, "receive", {});
      expect(received.status, JSON.stringify(received.body)).toBe(200);
      // 3 pieces paid $59.97: 2 of them are exactly $39.98.
      expect(received.body).toMatchObject({ state: "refunded", restocked: true, quantity: 2 });
      expect(received.body.refund?.amountCents).toBe(3998);
      expect(received.body.history.map((h) => h.state)).toEqual([
        "requested",
        "approved",
        "received",
        "refunded",
      ]);
      const refundId = received.body.refund?.id ?? "";
      const inStripe = await stripe.refunds.retrieve(refundId);
      expect(inStripe.amount).toBe(3998);
      expect(inStripe.metadata?.["returnId"]).toBe(returnId);
      expect(await productStock(line.productId)).toBe((stockBefore ?? 0) + 2);

      const after = await api<PurchaseAnswer>(`/purchase/${line.shipped}`, { user: customer });
      expect(after.body).toMatchObject({ state: "shipped", returnedQuantity: 2, returnedCents: 3998 });
      expect(after.body.lastReturn).toMatchObject({ state: "refunded", refundId });
      const order = await api<OrderAnswer>(`/orders/${line.orderId}`, { user: customer });
      expect(order.body).toMatchObject({ state: "paid", refundedCents: 3998 });
      expect(order.body.returnedCents).toEqual({ [line.shipped]: 3998 });
      const more = await askReturn(customer, line.shipped, { quantity: 2, reason: "Other" });
      expect(more.status).toBe(409);
      expect(more.body.error.message).toBe("Only 1 piece of this purchase can still be returned");
      const twice = await act(admin, returnId, "receive", {});
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe("Only an approved return can be marked received");

      const invoice = await waitForMark(line.shipped, "invoiceNumber");
      const number = await waitForPartialCreditNote(line.shipped, refundId);
      expect(number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
      const pdf = await getPdf(INVOICE_PATHS.creditNote(refundId), customer);
      expect(pdf.status).toBe(200);
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(`Credit note ${number}`);
      expect(text).toContain(`Corrects invoice: ${invoice}`);
      expect(text).toContain(`Reason: Return ${rmaNumber}: Damaged`);
      expect(text).toContain(`${line.productName} 2 ${formatDollars(1999)} ${formatDollars(3998)}`);
      expect(text).toContain(`Total credited (USD) ${formatDollars(-3998)}`);
      await checkSeries("CN", YEAR);

      const steps = [
        `Return requested: ${rmaNumber} (${line.productName} × 2)`,
        `Return approved: ${rmaNumber} — please send ${line.productName} × 2 back`,
        `Return received: ${rmaNumber}`,
        `Return refunded: ${rmaNumber} ($39.98)`,
      ];
      await vi.waitFor(async () => {
        for (const subject of steps) expect(await subjectsTo(customer.email, subject)).toHaveLength(1);
      }, BUSY_WAIT);
      const approval = (await mailsTo(customer.email)).find((m) => m.subject.startsWith("Return approved"));
      expect(approval?.text).toContain("1200 Congress Avenue\nAustin, TX 78701\nUnited States");
      expect(approval?.text).toContain(`Write the RMA number ${rmaNumber} on the parcel`);
    },
    3 * SLOW_EMULATOR_MS,
  );

  it(
    "rejects with a reason (mailed); a return past the window is refused",
    async () => {
      const customer = await registeredCustomer("Rex Reject");
      const line = await shippedOrder(customer);
      const asked = await askReturn(customer, line.shipped, { quantity: 1, reason: "Not as described" });
      expect(asked.status).toBe(201);
      const { returnId, rmaNumber } = asked.body;

      const empty = await act(admin, returnId, "reject", { reason: "  " });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe(RETURN_MESSAGES.rejectionRequired);
      const rejected = await act(admin, returnId, "reject", { reason: "The seal is broken" });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ state: "rejected", rejectionReason: "The seal is broken" });
      expect((await act(admin, returnId, "receive", { restock: false })).body.error.message).toBe(
        RETURN_MESSAGES.notReceivable,
      );
      await vi.waitFor(async () => {
        const mails = (await mailsTo(customer.email)).filter(
          (m) => m.subject === `Return rejected: ${rmaNumber}`,
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain("Why: The seal is broken");
      }, BUSY_WAIT);

      // Shipped 31 days ago: the window (RETURN_DAYS = 30) has closed.
      const ref = adminDb().collection("purchases").doc(line.shipped);
      const history = (await ref.get()).get("history") as { state: string; at: Timestamp }[];
      const old = Timestamp.fromMillis(Date.now() - 31 * DAY_MS);
      await ref.update({ history: history.map((h) => (h.state === "shipped" ? { ...h, at: old } : h)) });
      const late = await askReturn(customer, line.shipped, { quantity: 1, reason: "Changed my mind" });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe("The return window for this purchase has closed");
    },
    3 * SLOW_EMULATOR_MS,
  );

  it(
    "only the purchase's customer asks, only admins handle; bad input is a 400",
    async () => {
      const [customer, stranger] = await Promise.all([
        registeredCustomer("Owen Owner"),
        registeredCustomer("Sam Stranger"),
      ]);
      const line = await shippedOrder(customer);
      const theirs = await askReturn(stranger, line.shipped, { quantity: 1, reason: "Damaged" });
      expect(theirs.status).toBe(403);
      expect(theirs.body.error.message).toBe(RETURN_MESSAGES.notYours);
      expect((await askReturn(customer, "no-such-purchase", { quantity: 1, reason: "Damaged" })).status).toBe(
        404,
      );
      expect(
        (
          await api(`/purchase/${line.shipped}/returns`, {
            method: "POST",
            body: { quantity: 1, reason: "Damaged" },
          })
        ).status,
      ).toBe(401);

      const bad: [unknown, string][] = [
        [{ quantity: 0, reason: "Damaged" }, RETURN_MESSAGES.quantity],
        [{ quantity: 1.5, reason: "Damaged" }, RETURN_MESSAGES.quantity],
        [
          { quantity: 1, reason: "Broken" },
          "Reason must be one of Damaged, Not as described, Changed my mind, Other",
        ],
        [{ quantity: 1, reason: "Other", comment: "x".repeat(1001) }, RETURN_MESSAGES.comment],
      ];
      for (const [body, message] of bad) {
        const answer = await askReturn(customer, line.shipped, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.message).toBe(message);
      }
      const extra = await askReturn(customer, line.shipped, { quantity: 1, reason: "Other", refundCents: 1 });
      expect(extra.status).toBe(400);

      const asked = await askReturn(customer, line.shipped, { quantity: 1, reason: "Other" });
      expect(asked.status).toBe(201);
      expect((await api("/returns", { user: customer })).status).toBe(403);
      for (const action of ["approve", "reject", "receive"]) {
        const answer = await act(
          customer,
          asked.body.returnId,
          action,
          action === "reject" ? { reason: "no" } : {},
        );
        expect(answer.status, action).toBe(403);
      }
      expect((await act(admin, "no-such-return", "approve")).status).toBe(404);
      expect((await act(admin, asked.body.returnId, "receive", { restock: "yes" })).body.error.message).toBe(
        RETURN_MESSAGES.restock,
      );
      expect((await api<ApiErrorBody>("/returns?state=lost", { user: admin })).status).toBe(400);
    },
    3 * SLOW_EMULATOR_MS,
  );
});
