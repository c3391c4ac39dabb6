import { useId, type ComponentProps, type ReactNode } from "react";

interface Described {
  /** The validation message shown under the control (react-hook-form's `errors.x?.message`). */
  error?: string | undefined;
  /** Help text under the label, read out with the control. */
  hint?: ReactNode;
}

/**
 * The label, hint and message around one control, with the ARIA wiring: the control is invalid
 * while there is a message, and described by the hint and the message.
 */
function useDescribed({ error, hint }: Described) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const control = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
  /** `check`: the control before its label, on one line (a checkbox). */
  const frame = (label: ReactNode, children: ReactNode, kind?: "check") => (
    <div className={kind ? "field field--check" : "field"}>
      {kind && children}
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {!kind && children}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
  return { control, frame };
}

type FieldProps<E extends "input" | "textarea" | "select"> = ComponentProps<E> &
  Described & { label: ReactNode };

/** A labelled input with its hint and validation message; spread react-hook-form's `register()` into it. */
export function Field({ label, error, hint, ...input }: FieldProps<"input">) {
  const { control, frame } = useDescribed({ error, hint });
  return frame(label, <input {...control} {...input} />);
}

/** The same for a multi-line text. */
export function TextAreaField({ label, error, hint, ...textarea }: FieldProps<"textarea">) {
  const { control, frame } = useDescribed({ error, hint });
  return frame(label, <textarea {...control} {...textarea} />);
}

/** The same for a choice from a list: its `<option>`s are the children. */
export function SelectField({ label, error, hint, children, ...select }: FieldProps<"select">) {
  const { control, frame } = useDescribed({ error, hint });
  return frame(
    label,
    <select {...control} {...select}>
      {children}
    </select>,
  );
}

/** A checkbox (or, with `type="radio"`, one radio of a group) with its label after it. */
export function CheckField({ label, error, hint, type = "checkbox", ...input }: FieldProps<"input">) {
  const { control, frame } = useDescribed({ error, hint });
  return frame(label, <input {...control} type={type} {...input} />, "check");
}
