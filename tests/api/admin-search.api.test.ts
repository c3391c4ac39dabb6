/**
 * Issue 25 item 3: search and filters of the admin tables, done by the server — All Product
 * (GET /payments), Users (GET /users), Messages (GET /messages) and the Outbox (GET /mail):
 * `?q=` by customer email (or its start), name or product word (or its start), or an exact id;
 * `?state=`; `?from=&to=` UTC days, inclusive; paging with filters; admins only; bad filters 400.
 * Rows are planted as the functions write them; their search fields come from the trigger.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, MailAnswer, MessageAnswer, PaymentAnswer, UserSummary } from "@shop/domain";
import { API_URL } from "../support/env.js";
import { adminDb, api } from "../support/payments.js";
import type { TestUser } from "../support/auth.js";
import { addSearchFields } from "../../scripts/migrate-search.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const WAIT = { timeout: 90_000, interval: 250 };
const run = randomUUID().slice(0, 6);
const email = `srch-${run}@example.com`;
const otherEmail = `other-${run}@example.com`;
let admin: TestUser;

interface Planted {
  id: string;
  at: string;
  state?: "paid" | "shipped" | "refunded";
  product?: string;
  to?: string;
  orderId?: string;
}

const PAYMENTS: Planted[] = [
  { id: `p1-${run}`, at: "2026-03-01T23:59:59.999Z", product: `Zephyr${run} Gimbal`, orderId: `ord-${run}` },
  { id: `p2-${run}`, at: "2026-03-02T00:00:00.000Z", product: "Trail Tripod", state: "shipped" },
  { id: `p3-${run}`, at: "2026-03-05T12:00:00.000Z", product: "Trail Tripod", state: "refunded" },
  { id: `p4-${run}`, at: "2026-03-03T08:00:00.000Z", product: `Zephyr${run} Gimbal`, to: otherEmail },
];

async function plantPayment(p: Planted): Promise<void> {
  const db = adminDb();
  if (p.orderId) await db.collection("purchases").doc(p.id).set({ orderId: p.orderId, state: "paid" });
  await db
    .collection("payments")
    .doc(p.id)
    .set({
      product: p.id,
      productName: p.product ?? "Trail Tripod",
      priceCents: 4900,
      shipment: p.state === "shipped",
      ...(p.state === "refunded" ? { refunded: true, refundId: `re_${p.id}` } : {}),
      userId: `uid-${run}`,
      userEmail: p.to ?? email,
      userName: p.to ? "Olga Other" : "Sarah Searchable",
      transactionId: `pi_${p.id}`,
      createdAt: Timestamp.fromDate(new Date(p.at)),
    });
}

async function indexed(collection: string, id: string): Promise<boolean> {
  const data = (await adminDb().collection(collection).doc(id).get()).data();
  return Array.isArray(data?.searchTerms);
}

async function payments(query: string): Promise<string[]> {
  const res = await api<PaymentAnswer[]>(`/payments?${query}`, { user: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((p) => p._id).filter((id) => id.endsWith(run));
}

beforeAll(async () => {
  admin = await signInAdmin();
  await Promise.all(PAYMENTS.map(plantPayment));
  for (const p of PAYMENTS) {
    await vi.waitFor(async () => expect(await indexed("payments", p.id)).toBe(true), WAIT);
  }
}, 120_000);

describe("All Product: GET /payments with search and filters", () => {
  it("finds a customer's payments by email, the start of it, and the name", async () => {
    const mine = [`p3-${run}`, `p2-${run}`, `p1-${run}`];
    expect(await payments(`q=${encodeURIComponent(email)}`)).toEqual(mine);
    expect(await payments(`q=${encodeURIComponent(email.toUpperCase())}`)).toEqual(mine);
    expect(await payments(`q=srch-${run}`)).toEqual(mine);
    expect(await payments(`q=${encodeURIComponent("Sarah Searchable")}`)).toEqual(mine);
  });

  it("finds by product word or its start, by purchase, order and PaymentIntent id", async () => {
    expect(await payments(`q=zephyr${run}`)).toEqual([`p4-${run}`, `p1-${run}`]);
    expect(await payments(`q=zeph`)).toEqual(expect.arrayContaining([`p4-${run}`, `p1-${run}`]));
    expect(await payments(`q=p2-${run}`)).toEqual([`p2-${run}`]);
    expect(await payments(`q=ord-${run}`)).toEqual([`p1-${run}`]);
    expect(await payments(`q=pi_p3-${run}`)).toEqual([`p3-${run}`]);
    // Several words: every one must match (the other customer's Zephyr is left out).
    expect(await payments(`q=${encodeURIComponent(`sarah zephyr${run}`)}`)).toEqual([`p1-${run}`]);
  });

  it("filters by state and by UTC days, inclusive at both ends", async () => {
    const q = `q=${encodeURIComponent(email)}`;
    expect(await payments(`${q}&state=paid`)).toEqual([`p1-${run}`]);
    expect(await payments(`${q}&state=shipped`)).toEqual([`p2-${run}`]);
    expect(await payments(`${q}&state=refunded`)).toEqual([`p3-${run}`]);
    expect(await payments(`${q}&from=2026-03-02&to=2026-03-02`)).toEqual([`p2-${run}`]);
    expect(await payments(`${q}&to=2026-03-01`)).toEqual([`p1-${run}`]);
    expect(await payments(`${q}&from=2026-03-02`)).toEqual([`p3-${run}`, `p2-${run}`]);
    expect(await payments(`q=zephyr${run}&from=2026-03-01&to=2026-03-03&state=paid`)).toEqual([
      `p4-${run}`,
      `p1-${run}`,
    ]);
  });

  it("pages with the filters kept", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await fetch(
        `${API_URL}/payments?q=${encodeURIComponent(email)}&pageSize=1${cursor ? `&cursor=${cursor}` : ""}`,
        { headers: { Authorization: `Bearer ${admin.idToken}` } },
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as PaymentAnswer[];
      expect(page.length).toBeLessThanOrEqual(1);
      seen.push(...page.map((p) => p._id));
      cursor = res.headers.get("X-Next-Cursor");
    } while (cursor);
    expect(seen).toEqual([`p3-${run}`, `p2-${run}`, `p1-${run}`]);
  });

  it("answers rows without their search fields", async () => {
    const res = await api<Record<string, unknown>[]>(`/payments?q=p1-${run}`, { user: admin });
    expect(res.body[0]?._id).toBe(`p1-${run}`);
    expect(res.body[0]).not.toHaveProperty("searchTerms");
    expect(res.body[0]).not.toHaveProperty("searchState");
  });

  it.each([
    ["state=lost", "state must be one of paid, shipped, refunded"],
    ["from=2026-13-01", "from must be a real date"],
    ["from=01/03/2026", "from must be a date like 2026-11-25"],
    ["from=2026-03-05&to=2026-03-01", "from must not be after to"],
    [`q=${"x".repeat(101)}`, "Search must be at most 100 characters"],
  ])("refuses ?%s with 400", async (query, message) => {
    const res = await api<ApiErrorBody>(`/payments?${query}`, { user: admin });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(message);
  });

  it("is for admins only", async () => {
    const customer = await registeredCustomer("Nosy Customer");
    expect((await api(`/payments?q=${encodeURIComponent(email)}`, { user: customer })).status).toBe(403);
    expect((await api(`/users?q=srch`, { user: customer })).status).toBe(403);
    expect((await api(`/messages?q=srch`, { user: customer })).status).toBe(403);
    expect((await api(`/mail?q=srch`, { user: customer })).status).toBe(403);
    expect((await api(`/payments?q=srch`)).status).toBe(401);
  });
});

describe("Users, Messages and the Outbox", () => {
  it("Users: by email start or name, and by state", async () => {
    const customer = await registeredCustomer(`Quentin Query${run}`);
    const find = async (query: string) => {
      const res = await api<UserSummary[]>(`/users?${query}`, { user: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.map((u) => u._id);
    };
    expect(await find(`q=${encodeURIComponent(customer.email.slice(0, 8))}`)).toContain(customer.uid);
    expect(await find(`q=query${run}`)).toEqual([customer.uid]);
    expect(await find(`q=query${run}&state=customer`)).toEqual([customer.uid]);
    expect(await find(`q=query${run}&state=admin`)).toEqual([]);
    const promoted = await api(`/users/admin/${encodeURIComponent(customer.email)}`, {
      method: "PUT",
      user: admin,
    });
    expect(promoted.status).toBe(200);
    expect(await find(`q=query${run}&state=admin`)).toEqual([customer.uid]);
    expect(await find(`q=query${run}&state=customer`)).toEqual([]);
  });

  it("Messages and the Outbox: by sender, company, subject, state and today's date", async () => {
    const sent = await api<{ insertedId: string }>("/messages", {
      method: "POST",
      body: {
        name: "Mona Message",
        company: `Acme${run} Rigs`,
        email: `mona-${run}@example.com`,
        message: "Do you ship to Norway?",
      },
    });
    expect(sent.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const messages = async (query: string) =>
      (await api<MessageAnswer[]>(`/messages?${query}`, { user: admin })).body.map((m) => m._id);
    expect(await messages(`q=acme${run}`)).toEqual([sent.body.insertedId]);
    expect(await messages(`q=mona-${run}&from=${today}&to=${today}`)).toEqual([sent.body.insertedId]);
    expect(await messages(`q=mona-${run}&from=${tomorrow}`)).toEqual([]);

    // The shop's mail about it: "Contact message from Mona Message (Acme… Rigs)".
    const mails = async (query: string) => {
      const res = await api<MailAnswer[]>(`/mail?${query}`, { user: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const [mail] = await mails(`q=acme${run}`);
    expect(mail?.message.subject).toBe(`Contact message from Mona Message (Acme${run} Rigs)`);
    const settled = await mails(`q=${encodeURIComponent(`mona acme${run}`)}`);
    expect(settled.map((m) => m._id)).toEqual([mail?._id]);
    // Once sent (or failed for good), the state filter finds it in that state only.
    await expect
      .poll(async () => (await mails(`q=acme${run}`))[0]?.delivery.state, WAIT)
      .toMatch(/^(SUCCESS|ERROR)$/);
    const final = (await mails(`q=acme${run}`))[0]?.delivery.state ?? "SUCCESS";
    const other = final === "SUCCESS" ? "ERROR" : "SUCCESS";
    expect((await mails(`q=acme${run}&state=${final}`)).map((m) => m._id)).toEqual([mail?._id]);
    expect(await mails(`q=acme${run}&state=${other}`)).toEqual([]);
    expect(await mails(`q=acme${run}&state=HELD`)).toEqual([]);
  });

  it("gives rows written before the search their fields (scripts/migrate-search.ts)", async () => {
    const id = `legacy-${run}`;
    await adminDb()
      .collection("messages")
      .doc(id)
      .set({
        name: "Lena Legacy",
        company: `Old${run} Co`,
        email: `lena-${run}@example.com`,
        phone: "",
        message: "Written before the search existed.",
        userId: null,
        createdAt: Timestamp.fromDate(new Date("2026-04-10T10:00:00Z")),
      });
    const find = async () =>
      (await api<MessageAnswer[]>(`/messages?q=old${run}`, { user: admin })).body.map((m) => m._id);
    expect(await find()).toEqual([]);
    const added = await addSearchFields(adminDb(), ["messages"]);
    expect(added.messages).toBeGreaterThanOrEqual(1);
    expect(await find()).toEqual([id]);
    expect((await addSearchFields(adminDb(), ["messages"])).messages).toBe(0);
  });
});
