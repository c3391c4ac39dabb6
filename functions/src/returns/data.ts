/** The returns' collections (server-only): `returns/{id}` and the yearly RMA counters. */
import { RETURN_COLLECTIONS, type ReturnRecord } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const returnsCol = typedCollection<ReturnRecord>(RETURN_COLLECTIONS.returns);

/** `returnCounters/{RMA-2026}`: the last RMA number given in that year. */
export interface RmaCounter {
  last: number;
  updatedAt: number;
}
export const rmaCountersCol = typedCollection<RmaCounter>(RETURN_COLLECTIONS.counters);
