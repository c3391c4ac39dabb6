import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { z } from "zod";
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  returnRequestSchema,
  returnableQuantity,
  tooManyToReturn,
  type Purchase,
  type WithId,
} from "@shop/domain";
import { Field, SelectField, TextAreaField } from "@/components/ui/fields/field";
import { Modal } from "@/components/ui/modal";
import { useRequestReturn } from "../api/purchases/request-return";

/** The dialog's fields as typed: the quantity as text, the reason possibly not chosen yet. */
const formSchema = (left: number) =>
  z.object({
    reason: z
      .string()
      .refine((r) => (RETURN_REASONS as readonly string[]).includes(r), RETURN_MESSAGES.reason),
    quantity: z
      .string()
      .regex(/^\d{1,7}$/, RETURN_MESSAGES.quantity)
      .refine((q) => Number(q) >= 1, RETURN_MESSAGES.quantity)
      .refine((q) => Number(q) <= left, tooManyToReturn(left)),
    comment: z.string().max(1000, RETURN_MESSAGES.comment),
  });
type ReturnFormValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * My Product's Return dialog for a delivered line: a reason, how many pieces (up to the line's,
 * less those returned before) and a comment. The server decides (window, open return, pieces left);
 * its refusal is shown in the dialog.
 */
export function ReturnDialog({ purchase, onClose }: { purchase: WithId<Purchase>; onClose: () => void }) {
  const formId = useId();
  const request = useRequestReturn(purchase._id);
  const left = returnableQuantity(purchase);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnFormValues>({
    resolver: zodResolver(formSchema(left)),
    defaultValues: { reason: "", quantity: String(left), comment: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const input = returnRequestSchema.parse({
      reason: values.reason,
      quantity: Number(values.quantity),
      ...(values.comment.trim() ? { comment: values.comment } : {}),
    });
    try {
      const answer = await request.mutateAsync(input);
      toast.success(`Return ${answer.rmaNumber} requested: we will mail you our answer`);
      onClose();
    } catch (err) {
      setServerError(err instanceof Error ? err.message : "Your return could not be sent. Please try again.");
    }
  });

  return (
    <Modal
      open
      title={`Return ${purchase.productName}`}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form={formId} className="btn" disabled={request.isPending}>
            {request.isPending ? "Sending…" : "Request return"}
          </button>
          <button type="button" className="btn btn--ghost" disabled={request.isPending} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <form id={formId} className="form return-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField label="Reason" error={errors.reason?.message} {...register("reason")}>
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        <Field
          label="Quantity"
          hint={`Up to ${left} ${left === 1 ? "piece" : "pieces"}`}
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register("quantity")}
        />
        <TextAreaField
          label="Comment (optional)"
          rows={3}
          error={errors.comment?.message}
          {...register("comment")}
        />
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Modal>
  );
}
