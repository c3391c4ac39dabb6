import { useState, type FormEvent, type ReactNode } from "react";
import { periodSchema, type Period } from "@shop/domain";
import { Field } from "./field";

interface PeriodFormProps {
  /** The form's accessible name. */
  label: string;
  className: string;
  fromLabel: string;
  toLabel: string;
  /** The dates shown at first (YYYY-MM-DD). */
  defaults: Period;
  /** A period that passed the domain's own check (UTC days, both inclusive, from ≤ to). */
  onPeriod: (period: Period) => void;
  /** A message the caller shows under the form (an error the server gave), beside the form's own. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A period of UTC days (both inclusive): two date fields checked by `periodSchema` (the same check
 * the API applies) before `onPeriod`; an invalid period shows its message as an alert. `children`
 * is the submit button.
 */
export function PeriodForm({
  label,
  className,
  fromLabel,
  toLabel,
  defaults,
  onPeriod,
  error,
  children,
}: PeriodFormProps) {
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = periodSchema.safeParse({ from: data.get("from"), to: data.get("to") });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Check the dates");
      return;
    }
    setInvalid(null);
    onPeriod(parsed.data);
  }

  const shown = invalid ?? error;
  return (
    <form className={`form ${className}`} aria-label={label} noValidate onSubmit={submit}>
      <Field label={fromLabel} type="date" name="from" defaultValue={defaults.from} required />
      <Field label={toLabel} type="date" name="to" defaultValue={defaults.to} required />
      {children}
      {shown && (
        <p role="alert" className="form-error">
          {shown}
        </p>
      )}
    </form>
  );
}
