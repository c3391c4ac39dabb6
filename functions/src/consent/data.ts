/** The customers' consents (`consents/{uid}`, issue 50). */
import { CONSENTS_COLLECTION, type ConsentRecord } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const consentsCol = typedCollection<ConsentRecord>(CONSENTS_COLLECTION);
