/**
 * The disputes' deployed parts: the deadline reminder's task function, and the handler of
 * Stripe's `charge.dispute.*` events, registered with the payments area's webhook (which verifies
 * the signature and answers Stripe; a failure here is a 500 and Stripe delivers the event again).
 */
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import type Stripe from "stripe";
import { DISPUTE_ID_PATTERN } from "@shop/domain";
import { onStripeEvents } from "../payments/index.js";
import { REGION } from "../platform/config.js";
import { recordDisputeEvent } from "./record-dispute.js";
import { remindDispute } from "./reminders.js";

onStripeEvents("charge.dispute.", async (event) => {
  // funds_withdrawn / funds_reinstated carry the dispute too: its status and amounts as they are.
  await recordDisputeEvent(event.data.object as Stripe.Dispute, event.created);
});

export const remindDisputeDeadline = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 5 },
    memory: "256MiB",
  },
  async (req) => {
    const { disputeId } = req.data as { disputeId?: unknown };
    if (typeof disputeId === "string" && DISPUTE_ID_PATTERN.test(disputeId)) await remindDispute(disputeId);
  },
);
