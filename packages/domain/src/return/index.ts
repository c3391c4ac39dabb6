/**
 * Returns started by the customer (issue 33): a shipped line (My Product's delivered row) may be
 * sent back within `DEFAULT_RETURN_DAYS` of its shipment. A return is `requested`, then an admin
 * approves (the customer is sent the return address and the RMA number) or rejects it; once the
 * parcel is back it is `received` (its pieces back in stock when asked) and the returned
 * quantity's share of what was paid is refunded: `refunded`. Pure: `returnRequestRefusal` decides
 * whether a line may be returned, `newReturn` makes the record, and every later change of state
 * goes through ONE function, `applyReturnEvent`. The functions' returns area stores and mails them.
 */
export * from "./record.js";
export * from "./rules.js";
export * from "./events.js";
export * from "./schemas.js";
