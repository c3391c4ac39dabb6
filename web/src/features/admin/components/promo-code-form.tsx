import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { parseDollarsToCents } from "@shop/domain";
import { useCreatePromoCode, type PromoCodeRequest } from "../api/create-promo-code";

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
      <label>
        Code
        <input name="code" required autoComplete="off" pattern="[A-Za-z0-9]{3,32}" />
      </label>
      <fieldset>
        <legend>Discount</legend>
        <label>
          <input type="radio" name="kind" checked={kind === "percent"} onChange={() => setKind("percent")} />{" "}
          Percent off
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === "amount"} onChange={() => setKind("amount")} />{" "}
          Amount off ($)
        </label>
        <label>
          {kind === "percent" ? "Percent off (1–100)" : "Amount off in dollars"}
          <input name="off" required inputMode="decimal" />
        </label>
      </fieldset>
      <label>
        Starts (optional)
        <input name="startsAt" type="datetime-local" />
      </label>
      <label>
        Ends (optional)
        <input name="endsAt" type="datetime-local" />
      </label>
      <label>
        Maximum redemptions (optional)
        <input name="maxRedemptions" inputMode="numeric" />
      </label>
      <label>
        Minimum subtotal in dollars (optional)
        <input name="minSubtotal" inputMode="decimal" />
      </label>
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
