/** Accounts: what other areas may use (the caller's name and photo as the shop knows them). */
export { callerIdentity } from "./users.js";
