/**
 * CSV exports: GET /payments/export.csv and /orders/export.csv — headers, RFC 4180 quoting
 * (read back with csv-parse), formulas neutralised, amounts as decimals, ISO times, the invoice
 * number, whole UTC days both inclusive, admins only. Planted on random past days; the payments'
 * country, shipping and tax columns from a real order to Berlin (issue 31).
 */
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { TestUser } from "../support/auth.js";
import { pastDay, plantOrder, plantPayment } from "../support/books.js";
import { SETTLE, SLOW_EMULATOR_MS, payOrderByCard } from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";
import { BERLIN, body, order, twoProducts } from "./helpers/worldwide.js";

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Export Customer")]);
});

const DAY = 86_400_000;
const HYPERLINK = '=HYPERLINK("http://x","y")';
const AWKWARD = 'Smith, "Jo"\nJunior';

async function csv(
  path: string,
): Promise<{ text: string; rows: Record<string, string>[]; headers: Headers }> {
  const res = await call("GET", path, { token: admin.idToken });
  expect(res.status, res.text).toBe(200);
  const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
  return { text: res.text, rows, headers: res.headers };
}

describe("GET /payments/export.csv", () => {
  it("writes one row per payment with quoting, neutralised formulas, decimals and ISO times", async () => {
    const { day, noon } = pastDay();
    const start = Date.parse(`${day}T00:00:00.000Z`);
    await plantPayment({
      transactionId: "pi_export_a",
      priceCents: 123456,
      createdAt: start,
      productName: HYPERLINK,
      userName: AWKWARD,
      invoiceNumber: "INV-2026-000042",
    });
    await plantPayment({
      transactionId: "pi_export_b",
      priceCents: 5,
      createdAt: noon,
      productName: "-5 off",
      userName: "@bob",
    });
    const { text, rows, headers } = await csv(`/payments/export.csv?from=${day}&to=${day}`);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="payments-/);
    expect(text.split("\r\n")[0]?.replace(/^\uFEFF/, "")).toBe(
      "paymentId,paidAt,customerName,customerEmail,product,quantity,amount,currency,country,shipping,tax,refunded,transactionId,orderId,invoiceNumber,dispute",
    );
    // RFC 4180: the cell is quoted and its quotes doubled; the formula starts with a quote mark.
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(text).toContain('"Smith, ""Jo""\nJunior"');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      paidAt: new Date(start).toISOString(),
      customerName: AWKWARD,
      product: `'${HYPERLINK}`,
      amount: "1234.56",
      currency: "USD",
      transactionId: "pi_export_a",
      invoiceNumber: "INV-2026-000042",
    });
    expect(rows[1]).toMatchObject({
      product: "'-5 off",
      customerName: "'@bob",
      amount: "0.05",
      invoiceNumber: "",
    });
  });

  it(
    "gives each line its order's country, the shipping on the first line and each line's tax (issue 31)",
    async () => {
      const buyer = await registeredCustomer("Export Erika");
      const [a, b] = await twoProducts();
      const items = [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
      ];
      const placed = await order(buyer, body(items, BERLIN));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds } = placed.body;
      await payOrderByCard(buyer, orderId);
      const today = new Date().toISOString().slice(0, 10);
      const mine = await vi.waitFor(async () => {
        const { rows } = await csv(`/payments/export.csv?from=${today}&to=${today}`);
        const lines = rows.filter((r) => r.orderId === orderId);
        expect(lines).toHaveLength(2);
        return lines;
      }, SETTLE);
      // Goods 12000 + 4000, shipping 1500, VAT 19 %: 2280 and 760 on the lines, 285 on shipping.
      const byLine = Object.fromEntries(
        mine.map((r) => [r.paymentId, [r.amount, r.country, r.shipping, r.tax]]),
      );
      expect(byLine).toEqual({
        [purchaseIds[0] ?? ""]: ["120.00", "DE", "15.00", "25.65"],
        [purchaseIds[1] ?? ""]: ["40.00", "DE", "0.00", "7.60"],
      });
    },
    SLOW_EMULATOR_MS,
  );

  it("covers whole UTC days, both inclusive", async () => {
    const { day } = pastDay();
    const start = Date.parse(`${day}T00:00:00.000Z`);
    const next = new Date(start + DAY).toISOString().slice(0, 10);
    const planted = [
      ["before", start - 1],
      ["first", start],
      ["last", start + 2 * DAY - 1],
      ["after", start + 2 * DAY],
    ] as const;
    for (const [name, at] of planted) {
      await plantPayment({
        transactionId: `pi_edge_${name}`,
        priceCents: 100,
        createdAt: at,
        productName: `Edge ${name}`,
      });
    }
    const both = await csv(`/payments/export.csv?from=${day}&to=${next}`);
    expect(both.rows.map((r) => r.product)).toEqual(["Edge first", "Edge last"]);
    const first = await csv(`/payments/export.csv?from=${day}&to=${day}`);
    expect(first.rows.map((r) => r.product)).toEqual(["Edge first"]);
  });

  it("answers 401, 403 and 400 for bad dates", async () => {
    expectError(
      await call("GET", "/payments/export.csv?from=2026-01-01&to=2026-01-01"),
      401,
      "unauthenticated",
    );
    expectError(
      await call("GET", "/payments/export.csv?from=2026-01-01&to=2026-01-01", { token: customer.idToken }),
      403,
      "permission-denied",
    );
    for (const q of [
      "",
      "?from=2026-01-01",
      "?from=2026-13-01&to=2026-13-02",
      "?from=2026-01-02&to=2026-01-01",
      "?from=x&to=y",
    ]) {
      expectError(
        await call("GET", `/payments/export.csv${q}`, { token: admin.idToken }),
        400,
        "invalid-argument",
      );
    }
  });
});

describe("GET /orders/export.csv", () => {
  it("writes one row per order with its products and quantities", async () => {
    const { day, noon } = pastDay();
    const id = await plantOrder({
      createdAt: noon,
      userName: AWKWARD,
      invoiceNumber: "INV-2026-000007",
      lines: [
        { productName: HYPERLINK, quantity: 2, priceCents: 2000 },
        { productName: "Gimbal, Pro", quantity: 30, priceCents: 90000 },
      ],
    });
    const { rows, headers } = await csv(`/orders/export.csv?from=${day}&to=${day}`);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="orders-/);
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: id,
        createdAt: new Date(noon).toISOString(),
        paidAt: new Date(noon).toISOString(),
        state: "paid",
        customerName: AWKWARD,
        products: `'${HYPERLINK}; Gimbal, Pro`,
        quantities: "2; 30",
        total: "920.00",
        currency: "USD",
        invoiceNumber: "INV-2026-000007",
      }),
    ]);
  });

  it("is for admins only and validates its dates", async () => {
    expectError(
      await call("GET", "/orders/export.csv?from=2026-01-01&to=2026-01-01"),
      401,
      "unauthenticated",
    );
    expectError(
      await call("GET", "/orders/export.csv?from=2026-01-01&to=2026-01-01", { token: customer.idToken }),
      403,
      "permission-denied",
    );
    expectError(
      await call("GET", "/orders/export.csv?from=2026-02-29&to=2026-03-01", { token: admin.idToken }),
      400,
      "invalid-argument",
    );
  });
});
