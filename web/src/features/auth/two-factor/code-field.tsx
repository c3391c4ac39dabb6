import type { ChangeEvent } from "react";
import { Field } from "@/components/ui/fields/field";

/** The one-time code of a second factor (SMS or authenticator app); phones offer the SMS's code. */
export function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <Field
      label="Code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
    />
  );
}

export const ENTER_THE_CODE = "Enter the code";

/** Digits only: phones and apps show the code with spaces ("123 456"). */
export const cleanCode = (code: string) => code.replace(/\s/g, "");
