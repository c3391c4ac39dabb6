import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { parseDollarsToCents } from "@shop/domain";
import { CheckField, Field } from "@/components/ui/fields/field";
import { useCreatePromoCode, type PromoCodeRequest } from "../api/promo-codes/create-promo-code";

/** The admin's new code: letters and digits, percent or amount off, optional window, limit and minimum. */
export function PromoCodeForm() {
  const create = useCreatePromoCode();
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const whole = (name: string) => (text(name) ? Number(text(name)) : undefined);
    const time = (name: string) => (text(name) ? new Date(text(name)).toISOString() : undefined);
    const off =
      kind === "percent"
        ? { percentOff: whole("off") }
        : { amountOffCents: parseDollarsToCents(text("off")) ?? -1 };
    const minimum = text("minSubtotal") ? (parseDollarsToCents(text("minSubtotal")) ?? -1) : undefined;
    const request: PromoCodeRequest = {
      code: text("code"),
      ...off,
      startsAt: time("startsAt"),
      endsAt: time("endsAt"),
      maxRedemptions: whole("maxRedemptions"),
      minSubtotalCents: minimum,
    };
    setError(null);
    create.mutate(request, {
      onSuccess: ({ code }) => {
        toast.success(`Promo code ${code} created`);
        form.reset();
      },
      onError: (err) => {
        setError(err.message);
        toast.error(`Fail to create the promo code: ${err.message}`);
      },
    });
  }

  return (
    <form className="form admin-form promo-form" noValidate onSubmit={submit}>
      <Field label="Code" name="code" required autoComplete="off" pattern="[A-Za-z0-9]{3,32}" />
      <fieldset>
        <legend>Discount</legend>
        <CheckField
          label="Percent off"
          type="radio"
          name="kind"
          checked={kind === "percent"}
          onChange={() => setKind("percent")}
        />
        <CheckField
          label="Amount off ($)"
          type="radio"
          name="kind"
          checked={kind === "amount"}
          onChange={() => setKind("amount")}
        />
        <Field
          label={kind === "percent" ? "Percent off (1–100)" : "Amount off in dollars"}
          name="off"
          required
          inputMode="decimal"
        />
      </fieldset>
      <Field label="Starts (optional)" name="startsAt" type="datetime-local" />
      <Field label="Ends (optional)" name="endsAt" type="datetime-local" />
      <Field label="Maximum redemptions (optional)" name="maxRedemptions" inputMode="numeric" />
      <Field label="Minimum subtotal in dollars (optional)" name="minSubtotal" inputMode="decimal" />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create code"}
      </button>
    </form>
  );
}
