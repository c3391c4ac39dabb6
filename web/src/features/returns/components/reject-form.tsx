import { zodResolver } from "@hookform/resolvers/zod";
import { returnRejectSchema, type ReturnRejectInput } from "@shop/domain";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { TextAreaField } from "@/components/ui/fields/field";
import { useRejectReturn } from "../api/reject-return";

/** Reject a requested return with the reason the customer is mailed. */
export function RejectForm({ returnId, rmaNumber }: { returnId: string; rmaNumber: string }) {
  const reject = useRejectReturn(returnId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnRejectInput>({
    resolver: zodResolver(returnRejectSchema),
    defaultValues: { reason: "" },
  });

  const onSubmit = handleSubmit((values) =>
    reject.mutateAsync(values).then(
      () => toast.success(`Return ${rmaNumber} rejected: the customer is mailed why`),
      (err: unknown) =>
        toast.error(`Fail to reject the return: ${err instanceof Error ? err.message : "try again"}`),
    ),
  );

  return (
    <form
      className="form return-reject"
      noValidate
      aria-label={`Reject return ${rmaNumber}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextAreaField label="Why reject" rows={2} error={errors.reason?.message} {...register("reason")} />
      <button type="submit" className="btn btn--small btn--danger" disabled={reject.isPending}>
        {reject.isPending ? "Rejecting…" : "Reject"}
      </button>
    </form>
  );
}
