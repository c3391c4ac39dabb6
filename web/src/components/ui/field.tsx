import { useId, type ComponentProps, type ReactNode } from "react";

interface FieldFrameProps {
  label: ReactNode;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}

function FieldFrame({ label, error, errorId, children }: FieldFrameProps) {
  return (
    <label>
      {label}
      {children}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </label>
  );
}

/** Accessible wiring for a control: invalid state and the message that describes it. */
function errorProps(error: string | undefined, errorId: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
}

type FieldProps<E extends "input" | "textarea"> = ComponentProps<E> & {
  label: ReactNode;
  /** The validation message shown under the control (react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
};

/** A labelled input with its validation message; spread react-hook-form's `register()` into it. */
export function Field({ label, error, ...input }: FieldProps<"input">) {
  const errorId = useId();
  return (
    <FieldFrame label={label} error={error} errorId={errorId}>
      <input {...errorProps(error, errorId)} {...input} />
    </FieldFrame>
  );
}

/** The same for a multi-line text. */
export function TextAreaField({ label, error, ...textarea }: FieldProps<"textarea">) {
  const errorId = useId();
  return (
    <FieldFrame label={label} error={error} errorId={errorId}>
      <textarea {...errorProps(error, errorId)} {...textarea} />
    </FieldFrame>
  );
}
