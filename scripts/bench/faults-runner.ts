/**
 * Runs inside `firebase emulators:exec` for `npm run bench -- --only=faults` (issue 54): how long
 * a customer waits for the shop's 503 when Stripe or the mail server is slow or down, and how long
 * the same calls take when everything answers. Each fault is injected into the local Stripe
 * (`/_local/faults`) or made by pausing a process (SIGSTOP), as tests/api/provider-*.api.test.ts do.
 * Writes the figures (ms, and the status each call answered) to GIMBAL_BENCH_OUT.
 */
import { writeFileSync } from "node:fs";
import type { PostalAddress } from "@shop/domain";
import { createTestProduct } from "../../tests/support/admin-sdk.js";
import { createCustomer, type TestUser } from "../../tests/support/auth.js";
import { call } from "../../tests/support/http.js";
import {
  clearStripeFaults,
  injectStripeFault,
  pauseMailDev,
  pauseStripe,
  resumeMailDev,
  resumeStripe,
  timedCall,
} from "../../tests/support/provider-faults.js";
import { seed } from "../seed.js";

const out = process.env.GIMBAL_BENCH_OUT ?? "bench-faults.json";
const figures: Record<string, number | string> = {};

await seed();
const BERLIN: PostalAddress = {
  name: "Bench Buyer",
  line1: "Invalidenstraße 116",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};
const productId = await createTestProduct({
  name: "Bench faults gimbal",
  priceCents: 6_000,
  minimumOrder: 0,
  availableOrder: 10_000,
});
const orderBody = (line2?: string) => ({
  items: [{ productId, quantity: 1 }],
  address: { ...BERLIN, ...(line2 ? { line2 } : {}) },
  phone: "+49 30 901820",
});

async function customer(n: number): Promise<TestUser> {
  const user = await createCustomer(`Bench Faults ${n}`);
  await call("PUT", `/users/${encodeURIComponent(user.email)}`, { token: user.idToken });
  return user;
}

async function placeOrder(
  user: TestUser,
): Promise<{ orderId: string; ms: number; status: number; text: string }> {
  const placed = await timedCall<{ orderId: string }>("POST", "/orders", user.idToken, orderBody());
  return {
    orderId: placed.body.orderId,
    ms: Math.round(placed.ms),
    status: placed.status,
    text: placed.text,
  };
}

/** A call's time and status; its answer too when it is a refusal other than the 503 measured. */
function record(name: string, answer: { ms: number; status: number; text: string }): void {
  figures[`faults_${name}_ms`] = Math.round(answer.ms);
  figures[`faults_${name}_status`] = String(answer.status);
  if (answer.status >= 400 && answer.status !== 503)
    figures[`faults_${name}_answer`] = answer.text.slice(0, 200);
}

// Everything answering: the same calls' usual times (a warm function).
const warm = await customer(0);
await placeOrder(warm);
const usual = await placeOrder(warm);
record("none_place_order", usual);
record(
  "none_payment_intent",
  await timedCall("POST", `/orders/${usual.orderId}/payment-intent`, warm.idToken),
);
record("none_quote", await timedCall("POST", "/orders/quote", warm.idToken, orderBody()));

// Stripe hanging (no answer at all) and answering 500, for the payment-intent call.
for (const [name, fault] of [
  ["stripe_hang", { hang: true }],
  ["stripe_500", { status: 500 }],
] as const) {
  const user = await customer(name === "stripe_hang" ? 1 : 2);
  const { orderId } = await placeOrder(user);
  await injectStripeFault({ path: "/v1/payment_intents", seconds: 120, match: user.uid, ...fault });
  record(
    `${name}_payment_intent`,
    await timedCall("POST", `/orders/${orderId}/payment-intent`, user.idToken),
  );
  await clearStripeFaults();
}

// Stripe Tax down: the quote and the order (refused: tax unknown).
const taxUser = await customer(3);
await injectStripeFault({ path: "/v1/tax/", status: 503, seconds: 120, match: "Bench-tax-down" });
record(
  "tax_down_quote",
  await timedCall("POST", "/orders/quote", taxUser.idToken, orderBody("Bench-tax-down")),
);
record(
  "tax_down_place_order",
  await timedCall("POST", "/orders", taxUser.idToken, orderBody("Bench-tax-down")),
);
await clearStripeFaults();

// The local Stripe's process paused (SIGSTOP): the quote, then the payment-intent call.
const pausedUser = await customer(4);
const pausedOrder = await placeOrder(pausedUser);
pauseStripe();
try {
  const quote = await timedCall("POST", "/orders/quote", pausedUser.idToken, orderBody());
  const intent = await timedCall("POST", `/orders/${pausedOrder.orderId}/payment-intent`, pausedUser.idToken);
  record("stripe_paused_quote", quote);
  record("stripe_paused_payment_intent", intent);
} finally {
  resumeStripe();
}

// MailDev paused: placing an order does not wait for the mail.
const mailUser = await customer(5);
pauseMailDev();
try {
  record("smtp_paused_place_order", await placeOrder(mailUser));
} finally {
  resumeMailDev();
}

writeFileSync(out, JSON.stringify(figures));
process.exit(0);
