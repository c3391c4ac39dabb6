import { zodResolver } from "@hookform/resolvers/zod";
import { disputeEvidenceSchema } from "@shop/domain";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { TextAreaField } from "@/components/ui/fields/field";
import { useSubmitEvidence } from "../api/submit-evidence";

/** The shop's answer to one open dispute: its evidence, sent to the bank through Stripe. */
export function EvidenceForm({ disputeId, orderLabel }: { disputeId: string; orderLabel: string }) {
  const submit = useSubmitEvidence(disputeId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(disputeEvidenceSchema), defaultValues: { text: "" } });

  const onSubmit = handleSubmit((values) =>
    submit.mutateAsync(values).then(
      (d) => toast.success(`Evidence sent: the dispute is now ${d.status.replaceAll("_", " ")}`),
      (err: unknown) =>
        toast.error(`Fail to send the evidence: ${err instanceof Error ? err.message : "try again"}`),
    ),
  );

  return (
    <form
      className="form dispute-evidence"
      noValidate
      aria-label={`Answer the dispute of ${orderLabel}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextAreaField
        label="Evidence"
        hint="What was sold, when it was delivered (tracking), your contact with the customer."
        rows={3}
        error={errors.text?.message}
        {...register("text")}
      />
      <button type="submit" className="btn btn--small" disabled={submit.isPending}>
        {submit.isPending ? "Sending…" : "Submit evidence"}
      </button>
    </form>
  );
}
