/** iDEAL, Bancontact and SEPA Direct Debit as Stripe's test mode does them, through the real `stripe` SDK. */
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { ibanValid, SEPA_DELAY_SECONDS, SEPA_TEST_ACCOUNTS } from "./bank-methods.js";
import type { StripeLocalServer } from "./server.js";
import { postForm, sdkFor, startReceiver, startTestServer, type Receiver } from "./testing/test-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(): Promise<{ server: StripeLocalServer; receiver: Receiver; stripe: Stripe }> {
  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const server = await startTestServer({ webhookUrl: receiver.url });
  cleanups.push(() => server.close());
  return { server, receiver, stripe: sdkFor(server) };
}

const euro = (stripe: Stripe, types = ["card", "ideal", "bancontact", "sepa_debit"]) =>
  stripe.paymentIntents.create({ amount: 4999, currency: "eur", allowed_payment_method_types: types });

const typesOf = (receiver: Receiver) =>
  receiver.received.map((hook) => (JSON.parse(hook.rawBody) as Stripe.Event).type);

async function moveClock(server: StripeLocalServer, seconds: number): Promise<void> {
  await postForm(`${server.url}/_local/clock`, { advance: String(seconds) });
}

describe("bank methods", () => {
  it("knows Stripe's SEPA test accounts as valid IBANs", () => {
    for (const { iban } of SEPA_TEST_ACCOUNTS) expect(ibanValid(iban), iban).toBe(true);
    expect(ibanValid("DE89370400440532013001")).toBe(false);
  });

  it("iDEAL: requires_action to the test page; 'Authorize test payment' succeeds and returns with the PaymentIntent", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await euro(stripe);
    const confirmed = await stripe.paymentIntents.confirm(pi.id, {
      payment_method_data: { type: "ideal" },
      return_url: "http://shop.test/dashboard/payment-return?order=o1",
    });
    expect(confirmed.status).toBe("requires_action");
    const redirect = confirmed.next_action?.redirect_to_url;
    expect(redirect?.return_url).toBe("http://shop.test/dashboard/payment-return?order=o1");
    const page = await fetch(redirect?.url ?? "");
    const html = await page.text();
    expect(html).toContain("Authorize test payment");
    expect(html).toContain("Fail test payment");
    const back = await fetch(redirect?.url ?? "", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ outcome: "authorize", client_secret: pi.client_secret ?? "" }),
    });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") ?? "");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: "o1",
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: "succeeded",
    });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe("succeeded");
    await receiver.waitFor(3);
    expect(typesOf(receiver)).toEqual([
      "payment_intent.created",
      "payment_intent.requires_action",
      "payment_intent.succeeded",
    ]);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(pi.id)).latest_charge as string,
    );
    expect(charge.payment_method_details?.type).toBe("ideal");
    expect(server.url).toBeTruthy();
  });

  it("Bancontact: 'Fail test payment' fails it back to requires_payment_method", async () => {
    const { receiver, stripe } = await setup();
    const pi = await euro(stripe);
    const confirmed = await stripe.paymentIntents.confirm(pi.id, {
      payment_method_data: { type: "bancontact" },
      return_url: "http://shop.test/back",
    });
    const back = await fetch(confirmed.next_action?.redirect_to_url?.url ?? "", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ outcome: "fail", client_secret: pi.client_secret ?? "" }),
    });
    expect(new URL(back.headers.get("location") ?? "").searchParams.get("redirect_status")).toBe("failed");
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "payment_intent_authentication_failure" },
    });
    await receiver.waitFor(3);
    expect(typesOf(receiver)[2]).toBe("payment_intent.payment_failed");
  });

  it("refuses a redirect method without return_url, one the PaymentIntent does not allow, and bank methods outside EUR", async () => {
    const { stripe } = await setup();
    const pi = await euro(stripe);
    await expect(
      stripe.paymentIntents.confirm(pi.id, { payment_method_data: { type: "ideal" } }),
    ).rejects.toThrow(/return_url/);
    const cardOnly = await euro(stripe, ["card"]);
    await expect(
      stripe.paymentIntents.confirm(cardOnly.id, { payment_method: "pm_sepaDebit_success_de" }),
    ).rejects.toThrow(/not allowed for this PaymentIntent/);
    await expect(
      stripe.paymentIntents.create({ amount: 100, currency: "usd", allowed_payment_method_types: ["ideal"] }),
    ).rejects.toThrow(/only supports the following currencies: eur/);
    const dollars = await stripe.paymentIntents.create({
      amount: 100,
      currency: "usd",
      allowed_payment_method_types: ["card", "sepa_debit"],
    });
    expect(dollars).toMatchObject({
      allowed_payment_method_types: ["card", "sepa_debit"],
      payment_method_types: ["card"],
    });
  });

  it("SEPA: processing at once, then succeeded (events in Stripe's order)", async () => {
    const { receiver, stripe } = await setup();
    const pi = await euro(stripe);
    const confirmed = await stripe.paymentIntents.confirm(pi.id, {
      payment_method_data: {
        type: "sepa_debit",
        sepa_debit: { iban: "DE89 3704 0044 0532 0130 00" },
        billing_details: { name: "Jenny Rosen", email: "jenny@example.com" },
      },
      mandate_data: {
        customer_acceptance: { type: "online", online: { ip_address: "127.0.0.1", user_agent: "test" } },
      },
    });
    expect(confirmed.status).toBe("processing");
    await receiver.waitFor(3);
    expect(typesOf(receiver)).toEqual([
      "payment_intent.created",
      "payment_intent.processing",
      "payment_intent.succeeded",
    ]);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(pi.id)).latest_charge as string,
    );
    expect(charge).toMatchObject({
      status: "succeeded",
      paid: true,
      payment_method_details: { type: "sepa_debit" },
    });
  });

  it("SEPA after a delay: stays processing until the server's clock passes three minutes, then fails", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await euro(stripe);
    await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_sepaDebit_failedDelayed_de" });
    await receiver.waitFor(2);
    await moveClock(server, SEPA_DELAY_SECONDS - 30);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe("processing");
    await moveClock(server, 31);
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("requires_payment_method");
    await receiver.waitFor(3);
    expect(typesOf(receiver)).toEqual([
      "payment_intent.created",
      "payment_intent.processing",
      "payment_intent.payment_failed",
    ]);
    const charge = await stripe.charges.retrieve(after.latest_charge as string);
    expect(charge.status).toBe("failed");
  });

  it("SEPA after a delay, settled on its own: the bank answers one debit now, the clock and the others stay", async () => {
    const { server, receiver, stripe } = await setup();
    const [mine, other] = await Promise.all([euro(stripe), euro(stripe)]);
    for (const pi of [mine, other])
      await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_sepaDebit_failedDelayed_de" });
    await receiver.waitFor(4);
    const settled = await fetch(`${server.url}/_local/payment_intents/${mine.id}/settle`, { method: "POST" });
    expect(settled.status).toBe(200);
    expect(((await settled.json()) as Stripe.PaymentIntent).status).toBe("requires_payment_method");
    expect((await stripe.paymentIntents.retrieve(other.id)).status).toBe("processing");
    const clock = (await (await fetch(`${server.url}/_local/clock`)).json()) as { frozen: boolean };
    expect(clock.frozen).toBe(false);
    // Settled once: nothing is waiting any more.
    const again = await fetch(`${server.url}/_local/payment_intents/${mine.id}/settle`, { method: "POST" });
    expect(again.status).toBe(400);
  });

  it("SEPA disputed account: succeeds, then a dispute opens; a SEPA refund is pending before it succeeds", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await euro(stripe);
    await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_sepaDebit_disputed_de" });
    await receiver.waitFor(5);
    expect(typesOf(receiver).slice(1)).toEqual([
      "payment_intent.processing",
      "payment_intent.succeeded",
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
    ]);
    const other = await euro(stripe);
    await stripe.paymentIntents.confirm(other.id, { payment_method: "pm_sepaDebit_success_de" });
    await receiver.waitFor(8);
    const refund = await stripe.refunds.create({ payment_intent: other.id, amount: 999 });
    expect(refund.status).toBe("pending");
    await moveClock(server, 181);
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe("succeeded");
    await receiver.waitFor(12);
    expect(typesOf(receiver).slice(-4)).toEqual([
      "refund.created",
      "charge.refunded",
      "refund.updated",
      "charge.refund.updated",
    ]);
  });

  it("a pending SEPA refund settled on its own succeeds now, with its events; the clock stays", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await euro(stripe);
    await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_sepaDebit_success_de" });
    await receiver.waitFor(3);
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 999 });
    expect(refund.status).toBe("pending");
    const settle = () => fetch(`${server.url}/_local/refunds/${refund.id}/settle`, { method: "POST" });
    const settled = await settle();
    expect([settled.status, ((await settled.json()) as Stripe.Refund).status]).toEqual([200, "succeeded"]);
    await receiver.waitFor(7);
    expect(typesOf(receiver).slice(-2)).toEqual(["refund.updated", "charge.refund.updated"]);
    expect((await settle()).status).toBe(400);
    const clock = (await (await fetch(`${server.url}/_local/clock`)).json()) as { frozen: boolean };
    expect(clock.frozen).toBe(false);
  });
});
