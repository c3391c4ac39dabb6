/**
 * The cart left behind (issue 50): a customer who confirmed 'Send me news and offers' and left a
 * cart for 24 hours gets one reminder with its lines and a link back — once per cart (a cart
 * changed since may get another), never after ordering, never without consent. The reminder and
 * the cart's `remindedAt` are written in one transaction, so a sweep run twice mails once.
 */
import {
  CART_REMINDER_AFTER_MS,
  CONSENT_PATHS,
  cartNeedsReminder,
  cartReminderMail,
  mayMarketTo,
} from "@shop/domain";
import { Timestamp } from "firebase-admin/firestore";
import { cartsCol } from "../cart/index.js";
import { productsCol } from "../catalog/index.js";
import { queueMarketingMail } from "../mail/index.js";
import { ordersCol } from "../orders/index.js";
import { shopUrl } from "../platform/config.js";
import { countCartReminded } from "../stats/index.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { consentsCol } from "./data.js";

/** The most carts one sweep looks at. */
const SWEEP_BATCH = 200;

async function lastOrderAt(uid: string): Promise<number | null> {
  const snap = await readQuery(ordersCol.where("userId", "==", uid).orderBy("createdAt", "desc").limit(1));
  return snap.docs[0]?.data().createdAt ?? null;
}

/** Reminds the owner of cart `uid` if it is due; whether a mail was queued. */
async function remindOne(uid: string, now: number): Promise<boolean> {
  const ordered = await lastOrderAt(uid);
  const cartRef = cartsCol.doc(uid);
  const first = (await readDoc(cartRef)).data();
  if (!first) return false;
  const names = await Promise.all(
    first.items.map(async (i) => (await readDoc(productsCol.doc(i.productId))).data()?.name ?? "A product"),
  );
  return inTransaction(async (tx) => {
    const [cart, consent] = [
      (await txRead(tx, cartRef)).data(),
      (await txRead(tx, consentsCol.doc(uid))).data(),
    ];
    if (!cart || !consent || !mayMarketTo(consent) || !consent.unsubscribeToken) return false;
    if (!cartNeedsReminder(cart, ordered, now) || cart.updatedAt !== first.updatedAt) return false;
    const unsubscribeUrl = `${shopUrl()}${CONSENT_PATHS.unsubscribe(consent.unsubscribeToken)}`;
    const lines = cart.items.map((i, n) => ({ productName: names[n] ?? "A product", quantity: i.quantity }));
    queueMarketingMail(tx, {
      to: consent.email,
      message: cartReminderMail(`${shopUrl()}/cart`, unsubscribeUrl, lines),
      kind: "cart-reminder",
      unsubscribeToken: consent.unsubscribeToken,
    });
    tx.update(cartRef, { remindedAt: now });
    countCartReminded(tx, uid, now);
    return true;
  });
}

/** The sweep: every cart untouched for a day, reminded when due; how many were. */
export async function remindLeftCarts(now = Date.now()): Promise<number> {
  const idle = await readQuery(
    cartsCol.where("updatedAt", "<=", Timestamp.fromMillis(now - CART_REMINDER_AFTER_MS)).limit(SWEEP_BATCH),
  );
  let sent = 0;
  for (const d of idle.docs) {
    const data = d.data();
    if (!cartNeedsReminder(data, null, now)) continue;
    if (await remindOne(d.id, now)) sent += 1;
  }
  return sent;
}
