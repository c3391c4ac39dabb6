/** The accounts' deployed trigger: the admin's Users search fields of each profile. */
import { COLLECTIONS, searchTermsOf, type UserState } from "@shop/domain";
import { keepSearchFields, textOf } from "../platform/search-index.js";

/** `users/{uid}`: found by email, name and uid; filtered by admin, customer or disabled. */
export const indexUserForSearch = keepSearchFields(`${COLLECTIONS.users}/{uid}`, (u, uid) => {
  const state: UserState = u.disabled === true ? "disabled" : u.role === "admin" ? "admin" : "customer";
  return {
    searchTerms: searchTermsOf({ texts: [textOf(u.email), textOf(u.displayName)], ids: [uid] }),
    searchState: state,
  };
});
