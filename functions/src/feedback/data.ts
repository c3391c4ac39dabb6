/** Customers' feedback and the contact form's messages. */
import { COLLECTIONS, type ContactMessage, type Feedback } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const feedbackCol = typedCollection<Feedback>(COLLECTIONS.feedback);
export const messagesCol = typedCollection<ContactMessage>(COLLECTIONS.messages);
