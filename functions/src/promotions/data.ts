/** Promo codes (`promoCodes/{CODE}`) and the shards that keep each code's redemptions (server-only). */
import { COLLECTIONS, type PromoCode } from "@shop/domain";
import { converter, typedCollection } from "../platform/converters.js";

export const promoCodesCol = typedCollection<PromoCode>(COLLECTIONS.promoCodes);

/** `available`: redemptions left in this shard (limited codes); `redeemed`: used from it. */
export interface RedemptionShard {
  available: number;
  redeemed: number;
}

export const redemptionShardsOf = (code: string) =>
  promoCodesCol.doc(code).collection("redemptions").withConverter(converter<RedemptionShard>());
