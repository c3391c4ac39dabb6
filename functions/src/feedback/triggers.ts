/** The feedback area's deployed trigger: the admin's Messages search fields of each message. */
import { COLLECTIONS, searchTermsOf } from "@shop/domain";
import { keepSearchFields, textOf } from "../platform/search-index.js";

/** `messages/{id}`: found by the sender's email, name and company, and the message's id. */
export const indexMessageForSearch = keepSearchFields(`${COLLECTIONS.messages}/{id}`, (m, id) => ({
  searchTerms: searchTermsOf({ texts: [textOf(m.email), textOf(m.name), textOf(m.company)], ids: [id] }),
}));
