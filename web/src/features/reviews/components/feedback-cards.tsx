import { PAGE_SIZE } from "@shop/domain/display";
import type { Feedback, WithId } from "@shop/domain/types";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Stars } from "@/components/ui/stars";
import { useFeedback } from "../api/get-feedback";

const AVATAR_SIZE = 64;
const SKELETONS = Array.from({ length: PAGE_SIZE.feedback }, (_, i) => i);
const FALLBACK_AVATAR = "/images/avatar-placeholder.svg";

export function FeedbackCard({ feedback }: { feedback: WithId<Feedback> }) {
  return (
    <article className="feedback-card">
      <img
        className="feedback-card__avatar"
        src={feedback.image || FALLBACK_AVATAR}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
      />
      <h3 className="feedback-card__name">{feedback.name}</h3>
      <Stars value={feedback.star} />
      <p className="feedback-card__message">{feedback.feedbackMessage}</p>
    </article>
  );
}

/** Customer Feedback: 3 cards per page, paged on the server, page numbers below. */
export function FeedbackCards({ heading = "Customer Feedback" }: { heading?: string }) {
  const [page, setPage] = useState(1);
  const feedback = useFeedback(page, PAGE_SIZE.feedback);
  return (
    <section className="section" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{heading}</h2>
      {feedback.status === "loading" && (
        <div className="list-loading">
          <Spinner label="Loading customer feedback" />
          <div className="feedback-grid" aria-hidden="true">
            {SKELETONS.map((i) => (
              <div key={i} className="card-skeleton card-skeleton--feedback">
                <div className="skeleton skeleton--avatar" />
                <div className="skeleton skeleton--title" />
                <div className="skeleton skeleton--text" />
              </div>
            ))}
          </div>
        </div>
      )}
      {feedback.status === "error" && (
        <div role="alert" className="load-error">
          <p>We could not load the customer feedback right now.</p>
          <button type="button" className="btn btn--ghost" onClick={feedback.reload}>
            Try again
          </button>
        </div>
      )}
      {feedback.status === "success" &&
        (feedback.data.items.length === 0 ? (
          <p className="muted">No feedback yet: be the first to tell us how your gimbal does.</p>
        ) : (
          <>
            <div className="feedback-grid">
              {feedback.data.items.map((f) => (
                <FeedbackCard key={f._id} feedback={f} />
              ))}
            </div>
            <Pagination
              label="Feedback pages"
              total={feedback.data.total}
              pageSize={PAGE_SIZE.feedback}
              current={page}
              onChange={setPage}
            />
          </>
        ))}
    </section>
  );
}
