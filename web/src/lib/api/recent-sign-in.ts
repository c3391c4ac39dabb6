/**
 * Issue 52, a second look: what a screen says when the API asks for a recent sign-in (401
 * `recent-sign-in-required`): a big refund, approving one, a role, deleting a product with orders.
 */
import { RECENT_SIGN_IN_CODE } from "@shop/domain";
import { ApiError } from "./api-client";

export const RECENT_SIGN_IN_TEXT =
  "For this change you must have signed in within the last 5 minutes: sign out, sign in again, then try again.";

/** The refusal's text for a toast: the recent sign-in's explanation, or the API's message. */
export function refusalText(err: Error): string {
  return err instanceof ApiError && err.code === RECENT_SIGN_IN_CODE ? RECENT_SIGN_IN_TEXT : err.message;
}
