/** The mails of a return, queued in the transaction of the step they report (mail/outbox). */
import type { Transaction } from "firebase-admin/firestore";
import {
  returnApprovedMail,
  returnReceivedMail,
  returnRefundedMail,
  returnRejectedMail,
  returnRequestedMail,
  shopReturnRequestedMail,
  type ReturnRecord,
} from "@shop/domain";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import { RETURN_ADDRESS } from "../platform/config.js";
import { addressLinesOf, sellerIdentity } from "../platform/seller/seller.js";

export type ReturnStep =
  | { kind: "return-requested" }
  | { kind: "return-approved" }
  | { kind: "return-rejected" }
  | { kind: "return-received" }
  | { kind: "return-refunded"; amountCents: number };

/** Where returned pieces go: RETURN_ADDRESS, or the seller's name and address. */
export function returnAddress(): string {
  const configured = RETURN_ADDRESS.value().trim();
  if (configured) return addressLinesOf(configured).join("\n");
  const seller = sellerIdentity();
  return [seller.name, ...seller.addressLines].join("\n");
}

function message(r: ReturnRecord, step: ReturnStep) {
  const ctx = mailContext();
  switch (step.kind) {
    case "return-requested":
      return returnRequestedMail(ctx, r);
    case "return-approved":
      return returnApprovedMail(ctx, r, returnAddress());
    case "return-rejected":
      return returnRejectedMail(ctx, r, r.rejectionReason ?? "");
    case "return-received":
      return returnReceivedMail(ctx, r);
    case "return-refunded":
      return returnRefundedMail(ctx, r, step.amountCents);
  }
}

/** The customer's mail about a step of the return (the record as it is afterwards); a request also tells the shop. */
export function queueReturnMail(tx: Transaction, r: ReturnRecord, step: ReturnStep): void {
  const about = { purchaseId: r.purchaseId, orderId: r.orderId };
  queueMail(tx, { to: r.userEmail, message: message(r, step), kind: step.kind, ...about });
  if (step.kind === "return-requested") {
    queueMail(tx, {
      to: shopEmail(),
      replyTo: r.userEmail,
      message: shopReturnRequestedMail(mailContext(), r),
      kind: "shop-return-requested",
      ...about,
    });
  }
}
