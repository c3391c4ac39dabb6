/**
 * The REST API's account answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { UserProfile } from "./types.js";
import type { WithId } from "../core/pagination.js";

/** GET /admin/:email. */
export interface AdminAnswer {
  admin: boolean;
}

/** GET /users (admin). */
export type UserSummary = WithId<
  Pick<UserProfile, "email" | "role" | "staffRole" | "displayName" | "disabled">
>;

/** PUT /users/:email and PATCH /users/me: the caller's profile. */
export type ProfileAnswer = WithId<UserProfile>;
