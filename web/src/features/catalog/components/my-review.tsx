/**
 * The signed-in customer's review of the product, under its reviews: their review to edit or
 * delete, the form to write one when a purchase of the product was delivered to them, or else
 * who may review (the page asks first: GET /products/:id/reviews/eligibility). Loaded only for a
 * signed-in visitor (product-reviews.tsx); its validation loads on the first submit
 * (lib/forms/lazy-resolver.ts).
 */
import { REVIEW_NOT_RECEIVED_MESSAGE, type ProductReviewAnswer, type ProductReviewInput } from "@shop/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, TextAreaField } from "@/components/ui/fields/field";
import { Spinner } from "@/components/ui/spinner";
import { StarRatingField } from "@/components/ui/fields/star-rating-field";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { createReview } from "../api/create-review";
import { deleteMyReview } from "../api/delete-my-review";
import { useReviewEligibility } from "../api/get-review-eligibility";
import { updateMyReview } from "../api/update-my-review";

export const REVIEW_SAVED = {
  created: "Thank you! Your review is on the page.",
  updated: "Your review was updated.",
};
export const REVIEW_DELETED = "Your review was deleted.";
/** What a customer to whom the product was not delivered reads instead of the form. */
export const REVIEW_WHO_MAY = `${REVIEW_NOT_RECEIVED_MESSAGE}.`;

const resolver = lazyResolver(() => import("./review-resolver").then((m) => m.reviewResolver));

interface MyReviewProps {
  productId: string;
  uid: string;
  /** After a change: the page shows the product's reviews afresh. */
  onChanged: () => void;
}

export function MyReview({ productId, uid, onChanged }: MyReviewProps) {
  const standing = useReviewEligibility(productId, uid);
  const [notice, setNotice] = useState("");
  const changed = (message: string) => {
    setNotice(message);
    standing.reload();
    onChanged();
  };
  const mine = standing.data?.review ?? null;
  return (
    <section className="my-review" aria-labelledby="my-review-heading">
      <h3 id="my-review-heading">{mine ? "Your review" : "Review this product"}</h3>
      <p role="status" className="my-review__notice">
        {notice}
      </p>
      {standing.status === "loading" ? (
        <Spinner label="Loading your review" />
      ) : standing.status === "error" ? (
        <div role="alert" className="load-error">
          <p>We could not load your review right now.</p>
          <button type="button" className="btn btn--ghost" onClick={standing.reload}>
            Try again
          </button>
        </div>
      ) : mine || standing.data.received ? (
        <ReviewEditor key={mine?._id ?? "new"} productId={productId} mine={mine} onDone={changed} />
      ) : (
        <p className="muted">{REVIEW_WHO_MAY}</p>
      )}
    </section>
  );
}

interface EditorProps {
  productId: string;
  mine: ProductReviewAnswer | null;
  onDone: (message: string) => void;
}

function ReviewEditor({ productId, mine, onDone }: EditorProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductReviewInput>({
    resolver,
    defaultValues: mine
      ? { star: mine.star, title: mine.title, text: mine.text }
      : { star: 0, title: "", text: "" },
  });
  const [deleting, setDeleting] = useState(false);
  const refused = (error: unknown) =>
    setError("root", { message: error instanceof Error ? error.message : "Please try again." });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mine) await updateMyReview(productId, values);
      else await createReview(productId, values);
    } catch (error) {
      refused(error);
      return;
    }
    onDone(mine ? REVIEW_SAVED.updated : REVIEW_SAVED.created);
  });

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMyReview(productId);
    } catch (error) {
      setDeleting(false);
      refused(error);
      return;
    }
    onDone(REVIEW_DELETED);
  };

  return (
    <form
      className="form my-review__form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Your review"
    >
      <StarRatingField control={control} name="star" error={errors.star?.message} />
      <Field label="Title" autoComplete="off" error={errors.title?.message} {...register("title")} />
      <TextAreaField label="Your review" rows={5} error={errors.text?.message} {...register("text")} />
      {errors.root && (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="my-review__actions">
        <button type="submit" className="btn" disabled={isSubmitting || deleting}>
          {isSubmitting ? "Sending…" : mine ? "Save my review" : "Post my review"}
        </button>
        {mine && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={isSubmitting || deleting}
            onClick={() => void remove()}
          >
            {deleting ? "Deleting…" : "Delete my review"}
          </button>
        )}
      </div>
    </form>
  );
}
