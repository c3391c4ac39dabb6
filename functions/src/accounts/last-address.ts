/**
 * The customer's last address (issue 31): kept on the profile (users/{uid}.address and .phone)
 * with every order placed to a postal address, editable on the profile, and read by the purchase
 * page and the cart to fill their Address fieldset.
 */
import type { WriteBatch } from "firebase-admin/firestore";
import {
  userSearchFields,
  type PostalAddress,
  type ProfileAddressInput,
  type ProfileAnswer,
  type UserProfile,
} from "@shop/domain";
import { usersCol } from "./data.js";
import { profileFromAuth } from "./users.js";
import { adminAuth, inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import type { Caller } from "../platform/caller.js";
import { withoutSearchFields } from "../platform/search-index.js";

/** GET /users/me: the caller's profile (from the Auth account when it has no document yet). */
export async function readOwnProfile(c: Caller): Promise<ProfileAnswer> {
  const stored = (await readDoc(usersCol.doc(c.uid))).data();
  const profile = stored
    ? withoutSearchFields(stored)
    : profileFromAuth(await adminAuth.getUser(c.uid), Date.now());
  return { _id: c.uid, ...profile };
}

/** PUT /users/me/address: the address and phone the profile keeps (the rest unchanged). */
export async function saveOwnAddress(c: Caller, input: ProfileAddressInput): Promise<ProfileAnswer> {
  const ref = usersCol.doc(c.uid);
  const user = await adminAuth.getUser(c.uid);
  const profile = await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data();
    const next: UserProfile = {
      ...(current ? withoutSearchFields(current) : profileFromAuth(user, Date.now())),
      address: input.address,
      phone: input.phone,
    };
    // A new document is a whole profile; an existing one changes only these two fields.
    if (current) tx.update(ref, { address: input.address, phone: input.phone });
    else tx.set(ref, { ...next, ...userSearchFields(c.uid, next) });
    return next;
  });
  return { _id: c.uid, ...profile };
}

/**
 * With an order's write: its postal address and phone become the profile's (a profile made at
 * sign-in; `hasProfile` false leaves none to change, so no partial profile is written).
 */
export function keepLastAddress(
  batch: WriteBatch,
  uid: string,
  hasProfile: boolean,
  contact: { address: PostalAddress; phone: string },
): void {
  if (!hasProfile) return;
  batch.update(usersCol.doc(uid), { address: contact.address, phone: contact.phone });
}
