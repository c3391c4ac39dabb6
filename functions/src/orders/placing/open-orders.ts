/**
 * The open-order cap (MAX_UNPAID_PURCHASES, default 3), exact under simultaneous orders of one
 * account: each order reads the customer's `openOrders/{uid}` list, drops the entries that are
 * no longer open (paid, cancelled, expired: nothing else has to keep the list), refuses when
 * the cap is reached, and writes the list with itself added — in its one conditional write, on
 * the condition that the list is unchanged since read. Two orders of the same account at the
 * same instant: one of them re-plans and sees the other. An order of several lines counts once.
 */
import type { WriteBatch } from "firebase-admin/firestore";
import { OPEN_ORDERS_MESSAGE, isOpenOrder } from "@shop/domain";
import { AppError } from "../../platform/app-error.js";
import { readDoc, readQuery } from "../../platform/reads.js";
import { openOrdersCol, ordersCol, purchasesCol } from "../data.js";

export const purchaseKey = (id: string) => `purchase:${id}`;
export const orderKey = (id: string) => `order:${id}`;

async function stillOpen(key: string): Promise<boolean> {
  const [kind, id = ""] = key.split(":");
  if (kind === "order") {
    // A processing order (a debit on its way) still holds its pieces: it counts (issue 49).
    const order = (await readDoc(ordersCol.doc(id))).data();
    return order ? isOpenOrder(order.state) : false;
  }
  return (await readDoc(purchasesCol.doc(id))).data()?.state === "unpaid";
}

/** A customer's first order since the list existed: their unpaid orders, from the purchases. */
async function openFromPurchases(uid: string): Promise<string[]> {
  const snap = await readQuery(
    purchasesCol.where("userId", "==", uid).where("state", "==", "unpaid").limit(50),
  );
  const keys = snap.docs.map((d) => {
    const orderId = d.data().orderId;
    return orderId ? orderKey(orderId) : purchaseKey(d.id);
  });
  return [...new Set(keys)];
}

/** Adds `key` to the customer's open orders in `batch`, or refuses when `max` are open. */
export async function claimOpenOrder(
  batch: WriteBatch,
  uid: string,
  key: string,
  max: number,
): Promise<void> {
  const ref = openOrdersCol.doc(uid);
  const snap = await readDoc(ref);
  const listed = snap.exists ? (snap.data()?.open ?? []) : await openFromPurchases(uid);
  // Entries are checked only when the list is full: below the cap the order passes either way,
  // so a customer's usual order reads one document here.
  const open =
    listed.length < max
      ? listed
      : (await Promise.all(listed.map(async (k) => ((await stillOpen(k)) ? k : null)))).filter(
          (k): k is string => k !== null,
        );
  if (open.length >= max) throw new AppError("conflict", OPEN_ORDERS_MESSAGE);
  const data = { open: [...open, key] };
  if (snap.exists && snap.updateTime) batch.update(ref, data, { lastUpdateTime: snap.updateTime });
  else batch.create(ref, data);
}
