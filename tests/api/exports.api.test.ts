/**
 * Issue 24 item 4: CSV exports for the books — GET /payments/export.csv and GET
 * /orders/export.csv (admins only; UTC days, both inclusive): RFC 4180 quoting read back with a
 * real CSV parser, a product named like a spreadsheet formula neutralised, a name with a comma,
 * quotes and a line break kept whole, amounts as decimals with a currency, ISO 8601 UTC times.
 * Rows are planted as the functions write them, on days of their own in 2025.
 */
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_EXPORT_COLUMNS, PAYMENT_EXPORT_COLUMNS } from "@shop/domain";
import { API_URL } from "../support/env.js";
import { adminDb } from "../support/payments.js";
import type { TestUser } from "../support/auth.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const run = randomUUID().slice(0, 6);
const FORMULA = '=HYPERLINK("http://x","y")';
const AWKWARD_NAME = 'Doe, "Jr"\nSecond line';
let admin: TestUser;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

function purchaseDoc(fields: Record<string, unknown>) {
  return {
    productId: "export-product",
    productImage: "/images/products/tripod.svg",
    userId: `uid-${run}`,
    userEmail: `export-${run}@example.com`,
    userName: AWKWARD_NAME,
    phone: "",
    address: "1 Books Lane",
    paid: true,
    shipment: false,
    carrier: null,
    trackingNumber: null,
    history: [],
    ...fields,
  };
}

async function plant(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  const pay = (id: string, createdAt: string, productName: string, priceCents: number, extra = {}) => {
    batch.set(
      db.collection("purchases").doc(id),
      purchaseDoc({
        productName,
        unitPriceCents: priceCents / 2,
        quantity: 2,
        priceCents,
        state: "paid",
        transactionId: `pi_${id}`,
        paymentIntentId: `pi_${id}`,
        createdAt: at(createdAt),
        updatedAt: at(createdAt),
      }),
    );
    batch.set(db.collection("payments").doc(id), {
      product: id,
      productName,
      priceCents,
      shipment: false,
      userId: `uid-${run}`,
      userEmail: `export-${run}@example.com`,
      userName: AWKWARD_NAME,
      transactionId: `pi_${id}`,
      createdAt: at(createdAt),
      ...extra,
    });
  };
  pay(`ex1-${run}`, "2025-02-01T00:00:00.000Z", FORMULA, 12_345, { invoiceNumber: "INV-2025-000042" });
  pay(`ex2-${run}`, "2025-02-01T23:59:59.999Z", "Trail Tripod", 5_000);
  pay(`ex3-${run}`, "2025-02-02T00:00:00.000Z", "Next Day Gimbal", 7_000);
  // An order of two lines (and its purchases), and a single-product purchase, on 2025-02-03.
  const orderId = `ord-${run}`;
  const lines = [
    {
      productId: "a",
      productName: "Gimbal X12",
      productImage: "",
      unitPriceCents: 19_900,
      quantity: 2,
      priceCents: 39_800,
    },
    {
      productId: "b",
      productName: "Mini Tripod",
      productImage: "",
      unitPriceCents: 2_500,
      quantity: 1,
      priceCents: 2_500,
    },
  ];
  const created = at("2025-02-03T10:00:00.000Z");
  batch.set(db.collection("orders").doc(orderId), {
    userId: `uid-${run}`,
    userName: "Ola Order",
    userEmail: `order-${run}@example.com`,
    address: "2 Order Street",
    phone: "",
    lines,
    purchaseIds: [`ol1-${run}`, `ol2-${run}`],
    subtotalCents: 42_300,
    discountCents: 4_230,
    totalCents: 38_070,
    promoCode: "LAUNCH10",
    state: "paid",
    paymentIntentId: `pi_${orderId}`,
    transactionId: `pi_${orderId}`,
    refundedCents: 0,
    refundedPurchaseIds: [],
    history: [],
    createdAt: created,
    updatedAt: created,
    holdUntil: created,
  });
  lines.forEach((l, i) =>
    batch.set(
      db.collection("purchases").doc(`ol${i + 1}-${run}`),
      purchaseDoc({
        productName: l.productName,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        priceCents: l.priceCents,
        state: "paid",
        orderId,
        transactionId: `pi_${orderId}`,
        paymentIntentId: `pi_${orderId}`,
        createdAt: created,
        updatedAt: created,
      }),
    ),
  );
  batch.set(
    db.collection("purchases").doc(`single-${run}`),
    purchaseDoc({
      productName: "Solo Gimbal",
      unitPriceCents: 9_900,
      quantity: 1,
      priceCents: 9_900,
      state: "unpaid",
      transactionId: null,
      paymentIntentId: null,
      createdAt: at("2025-02-03T11:00:00.000Z"),
      updatedAt: at("2025-02-03T11:00:00.000Z"),
    }),
  );
  await batch.commit();
}

async function csv(path: string, user: TestUser | null = admin) {
  const res = await fetch(`${API_URL}${path}`, {
    headers: user ? { Authorization: `Bearer ${user.idToken}` } : {},
  });
  return { res, text: await res.text() };
}

/** The export's rows of this run, as objects by header. */
function rowsOf(text: string): Record<string, string>[] {
  const rows = parse(text, { columns: true, relax_quotes: false }) as Record<string, string>[];
  return rows.filter((r) => Object.values(r).some((v) => v.includes(run)));
}

beforeAll(async () => {
  admin = await signInAdmin();
  await plant();
});

describe("GET /payments/export.csv", () => {
  it("answers text/csv with a header row and one RFC 4180 row per payment of the UTC days", async () => {
    const { res, text } = await csv("/payments/export.csv?from=2025-02-01&to=2025-02-01");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(text.split("\r\n")[0]).toBe(PAYMENT_EXPORT_COLUMNS.join(","));
    const rows = rowsOf(text);
    expect(rows.map((r) => r.purchase_id)).toEqual([`ex1-${run}`, `ex2-${run}`]);
    expect(rows[0]).toMatchObject({
      paid_at: "2025-02-01T00:00:00.000Z",
      invoice_number: "INV-2025-000042",
      customer_name: AWKWARD_NAME,
      customer_email: `export-${run}@example.com`,
      product: `'${FORMULA}`,
      quantity: "2",
      unit_price: "61.73",
      amount: "123.45",
      refunded: "0.00",
      currency: "USD",
      state: "paid",
      payment_intent: `pi_ex1-${run}`,
    });
    expect(rows[1]).toMatchObject({
      paid_at: "2025-02-01T23:59:59.999Z",
      amount: "50.00",
      invoice_number: "",
    });
    // Quoted as RFC 4180 says: the comma, the doubled quotes and the line break inside one field.
    expect(text).toContain('"Doe, ""Jr""\nSecond line"');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("takes both days inclusive and nothing outside them", async () => {
    const both = rowsOf((await csv("/payments/export.csv?from=2025-02-01&to=2025-02-02")).text);
    expect(both.map((r) => r.purchase_id)).toEqual([`ex1-${run}`, `ex2-${run}`, `ex3-${run}`]);
    const second = rowsOf((await csv("/payments/export.csv?from=2025-02-02&to=2025-02-02")).text);
    expect(second.map((r) => r.purchase_id)).toEqual([`ex3-${run}`]);
    const none = await csv("/payments/export.csv?from=2025-01-01&to=2025-01-31");
    expect(rowsOf(none.text)).toEqual([]);
    expect(none.text.split("\r\n")[0]).toBe(PAYMENT_EXPORT_COLUMNS.join(","));
  });
});

describe("GET /orders/export.csv", () => {
  it("gives an order of several lines one row and a single-product purchase another", async () => {
    const { res, text } = await csv("/orders/export.csv?from=2025-02-03&to=2025-02-03");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(text.split("\r\n")[0]).toBe(ORDER_EXPORT_COLUMNS.join(","));
    const rows = rowsOf(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      created_at: "2025-02-03T10:00:00.000Z",
      order_id: `ord-${run}`,
      state: "paid",
      customer_name: "Ola Order",
      products: "Gimbal X12 × 2; Mini Tripod × 1",
      quantities: "2; 1",
      subtotal: "423.00",
      discount: "42.30",
      total: "380.70",
      currency: "USD",
      promo_code: "LAUNCH10",
    });
    expect(rows[1]).toMatchObject({
      order_id: `single-${run}`,
      state: "unpaid",
      products: "Solo Gimbal × 1",
      total: "99.00",
      customer_name: AWKWARD_NAME,
    });
  });
});

describe("export access and input", () => {
  it("is for admins only", async () => {
    const customer = await registeredCustomer("Curious Exporter");
    for (const path of ["/payments/export.csv", "/orders/export.csv"]) {
      expect((await csv(`${path}?from=2025-02-01&to=2025-02-01`, customer)).res.status).toBe(403);
      expect((await csv(`${path}?from=2025-02-01&to=2025-02-01`, null)).res.status).toBe(401);
    }
  });

  it.each([
    ["from=2025-02-01", "to is required"],
    ["from=2025-02-05&to=2025-02-01", "from must not be after to"],
    ["from=2024-01-01&to=2025-02-01", "An export covers at most 366 days"],
    ["from=2025-02-30&to=2025-03-01", "from must be a real date"],
  ])("refuses ?%s with 400", async (query, message) => {
    const { res, text } = await csv(`/payments/export.csv?${query}`);
    expect(res.status).toBe(400);
    const body = JSON.parse(text) as { error: { message: string } };
    expect(body.error.message).toContain(message);
  });
});
