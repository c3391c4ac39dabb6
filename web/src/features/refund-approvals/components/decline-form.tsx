import { zodResolver } from "@hookform/resolvers/zod";
import { refundApprovalDeclineSchema, type RefundApprovalDecline } from "@shop/domain";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { TextAreaField } from "@/components/ui/fields/field";
import { refusalText } from "@/lib/api/recent-sign-in";
import { useDeclineRefundApproval } from "../api/decline-refund-approval";

/** Decline a requested refund, with an optional reason the requester is mailed. */
export function DeclineForm({ id, label }: { id: string; label: string }) {
  const decline = useDeclineRefundApproval();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundApprovalDecline>({
    resolver: zodResolver(refundApprovalDeclineSchema),
    defaultValues: { reason: "" },
  });

  const onSubmit = handleSubmit((values) =>
    decline.mutateAsync({ id, reason: values.reason, idempotencyKey: crypto.randomUUID() }).then(
      () => toast.success(`Refund of ${label} declined: the requester is mailed`),
      (err: unknown) =>
        toast.error(`Fail to decline the refund: ${err instanceof Error ? refusalText(err) : "try again"}`),
    ),
  );

  return (
    <form
      className="form refund-decline"
      noValidate
      aria-label={`Decline the refund of ${label}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextAreaField
        label="Why decline (optional)"
        rows={2}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <button type="submit" className="btn btn--small btn--danger" disabled={decline.isPending}>
        {decline.isPending ? "Declining…" : "Decline"}
      </button>
    </form>
  );
}
