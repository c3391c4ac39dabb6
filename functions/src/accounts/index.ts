/**
 * Accounts: what other areas may use (the caller's name and photo as the shop knows them; the
 * profile's last address, kept with each order).
 */
export { callerIdentity } from "./users.js";
export { keepLastAddress } from "./last-address.js";
export { usersCol } from "./data.js";
