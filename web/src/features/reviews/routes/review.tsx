import { useCallback } from "react";
import type { FeedbackInput } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session/session";
import { useCreateFeedback } from "../api/create-feedback";
import { ReviewForm } from "../components/review-form";

/** My Review: a star-rated feedback that appears on the home page's feedback cards. */
export function Component() {
  const { session } = useSession();
  const { mutateAsync: createFeedback } = useCreateFeedback();
  // An expired or revoked session goes home signed out: the query client's rule (lib/api/query-client.ts).
  const sendFeedback = useCallback(
    async (input: FeedbackInput) => {
      await createFeedback(input);
    },
    [createFeedback],
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
