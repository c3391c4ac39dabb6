import { PAGE_SIZE, type Feedback, type WithId } from "@shop/domain";
import { useState } from "react";
import { PagedList } from "@/components/ui/lists/paged-list";
import { Stars } from "@/components/ui/stars";
import { useFeedback } from "../api/get-feedback";

const AVATAR_SIZE = 64;
const FALLBACK_AVATAR = "/images/avatar-placeholder.webp";

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
      <h3 className="feedback-card__name">
        {feedback.name}
        {/* A space, so that the heading reads "Name Verified buyer", not "NameVerified buyer". */}
        {feedback.verifiedBuyer && (
          <>
            {" "}
            <span className="feedback-card__verified">Verified buyer</span>
          </>
        )}
      </h3>
      <Stars value={feedback.star} />
      <p className="feedback-card__message">{feedback.feedbackMessage}</p>
    </article>
  );
}

/** The same boxes as a card, shown while a page loads. */
function FeedbackCardPlaceholder() {
  return (
    <div className="feedback-card">
      <div className="feedback-card__avatar skeleton" />
      <div className="feedback-card__name skeleton" />
      <div className="stars skeleton" />
      <div className="feedback-card__message skeleton" />
    </div>
  );
}

/** Customer Feedback: 3 cards per page, paged on the server, page numbers below. */
export function FeedbackCards({ heading = "Customer Feedback" }: { heading?: string }) {
  const [page, setPage] = useState(1);
  const feedback = useFeedback(page, PAGE_SIZE.feedback);
  return (
    <section className="section" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{heading}</h2>
      <PagedList
        list={feedback}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE.feedback}
        label="Feedback pages"
        noun="customer feedback"
        empty="No feedback yet: be the first to tell us how your gimbal does."
        grid="feedback-grid"
        placeholder={<FeedbackCardPlaceholder />}
      >
        {(items) => items.map((f) => <FeedbackCard key={f._id} feedback={f} />)}
      </PagedList>
    </section>
  );
}
