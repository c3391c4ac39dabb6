/**
 * Issue 52, a second look: what a screen says when the API asks for a recent sign-in (401
 * `recent-sign-in-required`): a big refund, approving one, a role, deleting a product with orders.
 */
import { RECENT_SIGN_IN_CODE, SECOND_FACTOR_CODE, SECOND_FACTOR_MESSAGE } from "@shop/domain";
import { ApiError } from "./api-client";

export const RECENT_SIGN_IN_TEXT =
  "For this change you must have signed in within the last 5 minutes: sign out, sign in again, then try again.";

/** The refusal's text for a toast: the recent sign-in's or the second factor's explanation, or the API's message. */
export function refusalText(err: Error): string {
  if (!(err instanceof ApiError)) return err.message;
  if (err.code === RECENT_SIGN_IN_CODE) return RECENT_SIGN_IN_TEXT;
  return err.code === SECOND_FACTOR_CODE ? SECOND_FACTOR_MESSAGE : err.message;
}
