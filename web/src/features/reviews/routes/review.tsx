import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { FeedbackInput } from "@shop/domain/schemas";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { createFeedback } from "../api/create-feedback";
import { ReviewForm } from "../components/review-form";

/** My Review: a star-rated feedback that appears on the home page's feedback cards. */
export function Component() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const sendFeedback = useCallback(
    async (input: FeedbackInput) => {
      try {
        await createFeedback(input);
      } catch (err) {
        // An expired or revoked session goes home signed out (spec §7's rule for 401).
        if (err instanceof ApiError && err.status === 401) {
          navigate("/", { replace: true });
          void signOut();
        }
        throw err;
      }
    },
    [navigate, signOut],
  );
  return (
    <section className="page page--narrow">
      <h1>My Review</h1>
      {session.status === "signed-in" ? (
        <ReviewForm name={session.user.displayName || session.user.email} sendFeedback={sendFeedback} />
      ) : (
        <Spinner label="Checking your session" />
      )}
    </section>
  );
}
