/**
 * Bundles under a launch (issue 48): 200 simultaneous orders of 2, half of a kit (1 gimbal and 1
 * tripod a kit) and half of the gimbal alone, on 300 gimbals in 16 buckets: exactly 150 placed,
 * the gimbal's stock 0, never negative. Its ratio is the flash sale's: burst p95 / (200 × one
 * order's p50), target ≤ 0.5.
 */
import type { TestUser } from "../../tests/support/auth.js";
import { productStock } from "../../tests/support/admin-sdk.js";
import { API_URL } from "../../tests/support/env.js";
import { percentile } from "./percentile.js";

async function send(token: string, method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** A plain product for the bundle bench (its warm-up too). */
export async function product(admin: TestUser, name: string, availableOrder: number, stockBuckets: number) {
  const res = await send(admin.idToken, "POST", "/products", {
    name,
    description: "Bundle bench product.",
    image: "/images/products/x1-bundle.svg",
    minimumOrder: 1,
    availableOrder,
    priceCents: 4900,
    stockBuckets,
  });
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** A gimbal, a tripod and a kit of one of each (16 buckets a part). */
async function kitSet(admin: TestUser, label: string, gimbals: number, tripods: number) {
  const gimbal = await product(admin, `Bundle bench gimbal ${label}`, gimbals, 16);
  const tripod = await product(admin, `Bundle bench tripod ${label}`, tripods, 16);
  const kit = await product(admin, `Bundle bench kit ${label}`, 1, 1);
  const parts = [gimbal, tripod].map((productId) => ({ productId, variantId: "default", quantity: 1 }));
  const made = await send(admin.idToken, "PUT", `/products/${kit}/variants`, {
    options: [],
    variants: [{ id: "default", sku: `BENCH-KIT-${label}`, parts }],
  });
  if (made.status !== 200) throw new Error(`bundle bench: PUT variants answered ${made.status}`);
  return { gimbal, kit };
}

async function timedOrder(customer: TestUser, productId: string): Promise<number> {
  const t0 = performance.now();
  const res = await send(customer.idToken, "POST", "/purchase", {
    productId,
    quantity: 2,
    address: "1 Bench Street, Springfield, IL 62701",
    phone: "555-0100",
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`bundle bench: a serial order answered ${res.status}`);
  return performance.now() - t0;
}

/**
 * What this burst's own orders cost one after another: one kit order's and one gimbal order's p50
 * (10 alternating pairs on a set of their own), × 100 each. The flash sale's serial figure is 200
 * plain orders; a kit order takes two parts' pieces and costs more.
 */
async function ownSerialCost(admin: TestUser, customers: readonly TestUser[], stamp: number) {
  const set = await kitSet(admin, `SERIAL-${stamp}`, 1000, 1000);
  const kitMs: number[] = [];
  const gimbalMs: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    kitMs.push(await timedOrder(customers[2 * i] as TestUser, set.kit));
    gimbalMs.push(await timedOrder(customers[2 * i + 1] as TestUser, set.gimbal));
  }
  const p50 = (ms: number[]) =>
    percentile(
      [...ms].sort((a, b) => a - b),
      50,
    );
  return { kitP50: p50(kitMs), gimbalP50: p50(gimbalMs), serial: 100 * p50(kitMs) + 100 * p50(gimbalMs) };
}

/** Runs the burst and writes its figures (`bundle_and_part_burst_*`). */
export async function bundleBurst(
  admin: TestUser,
  customers: readonly TestUser[],
  /** A plain order's p50 from the API figures' latency run; absent (`--only=bundles`): the gimbal's own. */
  singleOrderP50: number | undefined,
  figures: Record<string, number | string>,
  settle: () => Promise<void>,
): Promise<void> {
  const stamp = Date.now();
  const { gimbal, kit } = await kitSet(admin, String(stamp), 300, 240);
  await settle();
  const own = await ownSerialCost(admin, customers, stamp);
  await settle();
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const customer = customers[i % customers.length] as TestUser;
      const res = await send(customer.idToken, "POST", "/purchase", {
        productId: i % 2 === 0 ? kit : gimbal,
        quantity: 2,
        address: "1 Bench Street, Springfield, IL 62701",
        phone: "555-0100",
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - start };
    }),
  );
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const serial = 200 * (singleOrderP50 ?? own.gimbalP50);
  const p95 = percentile(latencies, 95);
  const key = "bundle_and_part_burst";
  figures[`${key}_accepted`] = answers.filter((a) => a.status === 201).length;
  figures[`${key}_409`] = answers.filter((a) => a.status === 409).length;
  figures[`${key}_other_statuses`] = answers.filter((a) => a.status !== 201 && a.status !== 409).length;
  figures[`${key}_gimbal_stock_after`] = (await productStock(gimbal)) ?? -1;
  figures[`${key}_burst_p95_ms`] = p95;
  figures[`${key}_serial_cost_ms`] = Math.round(serial);
  figures[`${key}_ratio_p95_to_serial`] = Number((p95 / serial).toFixed(2));
  figures[`${key}_kit_order_p50_ms`] = own.kitP50;
  figures[`${key}_gimbal_order_p50_ms`] = own.gimbalP50;
  figures[`${key}_own_serial_cost_ms`] = Math.round(own.serial);
  figures[`${key}_ratio_p95_to_own_serial`] = Number((p95 / own.serial).toFixed(2));
  figures[`${key}_note`] =
    "200 simultaneous orders of 2 from 200 fresh accounts: half a kit (1 gimbal + 1 tripod), half the gimbal alone, 300 gimbals and 240 tripods in 16 buckets each (exactly 150 placed, stock 0); ratio as the flash sale's (200 × a plain order's p50), and to its own orders one after another (100 kit + 100 gimbal orders' p50s), target ≤ 0.5";
}
