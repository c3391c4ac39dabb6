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
import type { OrdersKey } from "../messages/en";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

const REASON_LABELS: Record<(typeof RETURN_REASONS)[number], OrdersKey> = {
  Damaged: "reason.Damaged",
  "Not as described": "reason.Not as described",
  "Changed my mind": "reason.Changed my mind",
  Other: "reason.Other",
};

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
  const { t } = useMessages(ordersCatalogue);
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
      toast.success(t("return.requested", { rma: answer.rmaNumber }));
      onClose();
    } catch (err) {
      setServerError(err instanceof Error ? err.message : t("return.notSent"));
    }
  });

  return (
    <Modal
      open
      title={t("return.name", { name: purchase.productName })}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form={formId} className="btn" disabled={request.isPending}>
            {request.isPending ? t("return.sending") : t("return.request")}
          </button>
          <button type="button" className="btn btn--ghost" disabled={request.isPending} onClick={onClose}>
            {t("common.close")}
          </button>
        </>
      }
    >
      <form id={formId} className="form return-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField label={t("return.reason")} error={errors.reason?.message} {...register("reason")}>
          <option value="">{t("return.chooseReason")}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_LABELS[r])}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("return.quantity")}
          hint={t("return.upTo", { count: left })}
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register("quantity")}
        />
        <TextAreaField
          label={t("return.comment")}
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
