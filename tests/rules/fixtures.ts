/**
 * Documents shaped like the ones the API writes (packages/domain/src/<entity>/types.ts), and the
 * documents a client would send when it tries to create its own. Dates the server writes are
 * Timestamps; `createdAt` of client-created feedback and messages must be the server time.
 */
import { Timestamp, serverTimestamp, type DocumentData } from "firebase/firestore";
import { DEFAULT_PURCHASE_HOLD_SECONDS, newPurchase } from "@shop/domain";
import { purchaseDocument } from "../../scripts/lib/purchase-document.js";
import { IDENTITIES, uidOf, type CallerName } from "../support/rules-env.js";

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 15, 12));

export function productDoc(): DocumentData {
  return {
    name: "Gimbal X1 Bundle",
    description: "A 3-axis gimbal for action cameras.",
    image: "/images/x1.png",
    minimumOrder: 0,
    availableOrder: 40,
    priceCents: 19_900,
    createdAt: at,
  };
}

/** A purchase as POST /purchase stores it (@shop/domain's factory, the functions' Timestamps). */
export function purchaseDoc(userId: string): DocumentData {
  const purchase = newPurchase({
    product: { id: "x1-bundle", name: "Gimbal X1 Bundle", image: "/images/x1.png", priceCents: 19_900 },
    quantity: 2,
    buyer: { uid: userId, name: "Olivia Owner", email: "olivia@example.com" },
    address: "1 Main Street, Springfield",
    phone: "+1 555 0100",
    at: at.toMillis(),
    holdSeconds: DEFAULT_PURCHASE_HOLD_SECONDS,
  });
  return purchaseDocument(purchase, Timestamp.fromMillis);
}

export function paymentDoc(userId: string): DocumentData {
  return {
    product: "purchase-1",
    productName: "Gimbal X1 Bundle",
    priceCents: 39_800,
    shipment: false,
    userId,
    userEmail: "olivia@example.com",
    userName: "Olivia Owner",
    transactionId: "pi_local_123",
    createdAt: at,
  };
}

export function userDoc(role: "admin" | "customer" = "customer"): DocumentData {
  return {
    email: "olivia@example.com",
    displayName: "Olivia Owner",
    photoURL: "",
    role,
    disabled: false,
    claimsUpdatedAt: at,
    createdAt: at,
  };
}

export function stripeEventDoc(): DocumentData {
  return { type: "payment_intent.succeeded", paymentIntentId: "pi_local_123", processedAt: at };
}

/** An outgoing mail as the server writes it (Trigger Email shape). */
export function mailDoc(): DocumentData {
  return {
    to: "owner@gimbal.test",
    replyTo: null,
    message: { subject: "Your order", text: "Thanks", html: "<p>Thanks</p>" },
    delivery: { state: "PENDING", attempts: 0, startTime: null, endTime: null, error: null, info: null },
    kind: "purchase-placed",
    purchaseId: null,
    createdAt: at,
  };
}

/** Feedback exactly as the rules accept it from `caller` (signed in). */
export function ownFeedback(caller: Exclude<CallerName, "anonymous">): DocumentData {
  const { uid, token } = IDENTITIES[caller];
  return {
    userId: uid,
    name: token.name,
    star: 5,
    feedbackMessage: "Smooth footage on my bike rides.",
    image: "picture" in token ? token.picture : "",
    createdAt: serverTimestamp(),
  };
}

/** Feedback as stored (server time already resolved), for seeding. */
export function storedFeedback(userId: string): DocumentData {
  return {
    userId,
    name: "Olivia Owner",
    star: 4,
    feedbackMessage: "Great gimbal.",
    image: "",
    createdAt: at,
  };
}

/** A contact message exactly as the rules accept it from `caller`. */
export function ownMessage(caller: CallerName): DocumentData {
  return {
    name: "Sam Sender",
    company: "Acme Films",
    email: "sam@example.com",
    phone: "+1 555 0199",
    message: "Do you ship to Canada?",
    userId: uidOf(caller),
    createdAt: serverTimestamp(),
  };
}

export function storedMessage(userId: string | null): DocumentData {
  return {
    name: "Sam Sender",
    company: "",
    email: "sam@example.com",
    phone: "",
    message: "Hello",
    userId,
    createdAt: at,
  };
}
