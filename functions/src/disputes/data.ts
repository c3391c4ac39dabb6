/** The disputes' collection: `disputes/{dp_…}`, one per Stripe dispute (server-only). */
import { DISPUTE_COLLECTIONS, type DisputeRecord } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const disputesCol = typedCollection<DisputeRecord>(DISPUTE_COLLECTIONS.disputes);
