/** The orders' collection: one purchase per product ordered. */
import { COLLECTIONS, type Purchase } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const purchasesCol = typedCollection<Purchase>(COLLECTIONS.purchases);
