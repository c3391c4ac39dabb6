import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { formatMoney } from "@shop/domain";
import { CheckField } from "@/components/ui/fields/field";
import { useReceiveReturn, waitsForApproval, type ReceiveAnswer } from "../api/receive-return";

/** What receiving did: refunded, or (above the approval limit) a refund waiting for approval. */
function receivedText(rmaNumber: string, r: ReceiveAnswer): string {
  if (waitsForApproval(r))
    return `Return ${rmaNumber} received. The refund of ${rmaNumber} (${formatMoney(r.refundApproval.amountCents, r.refundApproval.currency)}) waits for a second staff member's approval`;
  return `Return ${rmaNumber} received: ${formatMoney(r.refund?.amountCents ?? 0, r.refund?.currency ?? "usd")} refunded`;
}

/**
 * The parcel of an approved return is back: its pieces go back in stock ('Put back in stock',
 * checked by default) and their share of what was paid is refunded, with its credit note — or,
 * above the approval limit (issue 52), waits for another staff member's approval.
 */
export function ReceiveForm({ returnId, rmaNumber }: { returnId: string; rmaNumber: string }) {
  const receive = useReceiveReturn(returnId);
  const { register, handleSubmit } = useForm<{ restock: boolean }>({ defaultValues: { restock: true } });

  const onSubmit = handleSubmit((values) =>
    receive.mutateAsync(values).then(
      (r) => toast.success(receivedText(rmaNumber, r)),
      (err: unknown) =>
        toast.error(`Fail to mark the return received: ${err instanceof Error ? err.message : "try again"}`),
    ),
  );

  return (
    <form
      className="form return-receive"
      noValidate
      aria-label={`Receive return ${rmaNumber}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <CheckField label="Put back in stock" {...register("restock")} />
      <button type="submit" className="btn btn--small" disabled={receive.isPending}>
        {receive.isPending ? "Refunding…" : "Mark received"}
      </button>
    </form>
  );
}
