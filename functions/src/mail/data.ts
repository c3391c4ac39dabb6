/** Outgoing mail, in the Trigger Email extension's shape (outbox.ts writes it, delivery.ts sends it). */
import { MAIL_COLLECTION, type Mail } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const mailCol = typedCollection<Mail>(MAIL_COLLECTION);
