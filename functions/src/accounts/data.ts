/** User profiles (users/{uid}); the Auth accounts behind them live in Firebase Auth. */
import { COLLECTIONS, type UserProfile } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const usersCol = typedCollection<UserProfile>(COLLECTIONS.users);
