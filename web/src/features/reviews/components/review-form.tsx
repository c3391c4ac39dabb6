import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { feedbackInputSchema, type FeedbackInput } from "@shop/domain";
import { Field, TextAreaField } from "@/components/ui/fields/field";
import { StarRatingField } from "@/components/ui/fields/star-rating-field";
import "./review-form.css";
import { ApiError } from "@/lib/api/api-client";

/**
 * The review form: read-only name, five clickable stars (0 until clicked), the feedback text.
 * A review without stars or text is not sent; the schema's message says what is missing.
 */
export function ReviewForm({
  name,
  sendFeedback,
}: {
  name: string;
  sendFeedback: (input: FeedbackInput) => Promise<void>;
}) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { star: 0, feedbackMessage: "" },
  });

  const onSubmit = async (values: FeedbackInput) => {
    try {
      await sendFeedback(values);
    } catch (err) {
      // The spec's toast, with the server's reason when it gave one (e.g. the daily limit's 429).
      const reason = err instanceof ApiError && err.status !== 0 ? err.message : "";
      toast.error(reason ? `Failed to add your Feedback. ${reason}` : "Failed to add your Feedback");
      return;
    }
    toast.success("Thank You For your feedback");
    reset();
  };

  return (
    <form className="form review" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Field label="Name" value={name} readOnly />
      <StarRatingField control={control} name="star" error={errors.star?.message} />
      <TextAreaField
        label="Feedback"
        rows={5}
        error={errors.feedbackMessage?.message}
        {...register("feedbackMessage")}
      />
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
