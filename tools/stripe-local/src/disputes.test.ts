/** Disputes as Stripe's test mode makes them, through the real `stripe` Node SDK. */
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { EVIDENCE_WINDOW_SECONDS } from "./disputes.js";
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

async function paid(stripe: Stripe, paymentMethod: string, amount = 5000): Promise<Stripe.PaymentIntent> {
  const pi = await stripe.paymentIntents.create({
    amount,
    currency: "eur",
    automatic_payment_methods: { enabled: true },
  });
  return stripe.paymentIntents.confirm(pi.id, { payment_method: paymentMethod });
}

const typesOf = (receiver: Receiver) =>
  receiver.received.map((hook) => (JSON.parse(hook.rawBody) as Stripe.Event).type);

describe("disputes", () => {
  it("opens a fraudulent dispute after a payment with pm_card_createDispute, with its events in order", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await paid(stripe, "pm_card_createDispute");
    expect(pi.status).toBe("succeeded");
    await receiver.waitFor(4);
    expect(typesOf(receiver)).toEqual([
      "payment_intent.created",
      "payment_intent.succeeded",
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
    ]);
    const created = JSON.parse(receiver.received[2]?.rawBody ?? "{}") as Stripe.Event;
    const dispute = created.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: "dispute",
      amount: 5000,
      currency: "eur",
      charge: pi.latest_charge,
      payment_intent: pi.id,
      reason: "fraudulent",
      status: "needs_response",
    });
    expect(dispute.evidence_details.due_by).toBe(dispute.created + EVIDENCE_WINDOW_SECONDS);
    expect(dispute.balance_transactions[0]).toMatchObject({ amount: -5000, fee: 1500, net: -6500 });
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.disputed).toBe(true);

    const listed = await stripe.disputes.list({ payment_intent: pi.id });
    expect(listed.data.map((d) => d.id)).toEqual([dispute.id]);
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe("needs_response");
    const moved = await postForm(`${server.url}/_local/disputes/${dispute.id}/deadline`, {
      due_by: "1900000000",
    });
    expect(moved.status).toBe(200);
    expect((await stripe.disputes.retrieve(dispute.id)).evidence_details.due_by).toBe(1900000000);
    await receiver.waitFor(5);
    expect(typesOf(receiver)[4]).toBe("charge.dispute.updated");
    const ordinary = await paid(stripe, "pm_card_visa");
    expect((await stripe.disputes.list({ payment_intent: ordinary.id })).data).toEqual([]);
  });

  it("closes a dispute as won or lost by the test evidence, keeps staged evidence open, and accepts one on close", async () => {
    const { receiver, stripe } = await setup();
    const [won, lost, staged, accepted] = await Promise.all(
      [
        "pm_card_createDispute",
        "pm_card_createDispute",
        "pm_card_createDispute",
        "pm_card_createDispute",
      ].map((pm) => paid(stripe, pm)),
    );
    const disputeOf = async (pi: Stripe.PaymentIntent | undefined) => {
      const list = await stripe.disputes.list({ payment_intent: pi?.id ?? "" });
      const first = list.data[0];
      if (!first) throw new Error("no dispute");
      return first;
    };
    const wonDispute = await stripe.disputes.update((await disputeOf(won)).id, {
      evidence: { uncategorized_text: "winning_evidence" },
    });
    expect(wonDispute.status).toBe("won");
    expect(wonDispute.evidence_details).toMatchObject({ has_evidence: true, submission_count: 1 });
    expect(wonDispute.balance_transactions.map((t) => t.amount)).toEqual([-5000, 5000]);

    const lostDispute = await stripe.disputes.update((await disputeOf(lost)).id, {
      evidence: { uncategorized_text: "losing_evidence" },
      submit: true,
    });
    expect(lostDispute.status).toBe("lost");

    const stagedDispute = await stripe.disputes.update((await disputeOf(staged)).id, {
      evidence: { product_description: "A 3-axis gimbal" },
      submit: false,
    });
    expect(stagedDispute).toMatchObject({
      status: "needs_response",
      evidence: { product_description: "A 3-axis gimbal" },
    });

    const acceptedDispute = await stripe.disputes.close((await disputeOf(accepted)).id);
    expect(acceptedDispute.status).toBe("lost");

    const closedAgain = stripe.disputes.update(wonDispute.id, { evidence: { uncategorized_text: "more" } });
    await expect(closedAgain).rejects.toMatchObject({ statusCode: 400, code: "dispute_already_closed" });
    await expect(stripe.disputes.retrieve("dp_missing")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });

    await receiver.waitFor(4 * 4 + 2 + 1);
    const types = typesOf(receiver);
    expect(types.filter((t) => t === "charge.dispute.closed")).toHaveLength(3);
    expect(types.filter((t) => t === "charge.dispute.funds_reinstated")).toHaveLength(1);
    expect(types.filter((t) => t === "charge.dispute.updated")).toHaveLength(1);
  });
});
