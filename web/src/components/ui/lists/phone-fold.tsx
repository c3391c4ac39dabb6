/**
 * Controls above an admin list (its filters, its exports) that fold behind a button on a phone
 * (≤ 40rem, list-tools.css), so that the list's first rows show on the first screen; wider, they are
 * always shown and the button is not. Inside `.admin-tools`, the buttons share one row and the
 * opened panels go under them.
 */
import { useId, useState, type ReactNode } from "react";
import "./list-tools.css";

interface PhoneFoldProps {
  /** The button's text: Filters, Export. */
  label: string;
  /** Start open (a list opened with filters in its URL shows them). */
  open?: boolean;
  children: ReactNode;
}

export function PhoneFold({ label, open: initiallyOpen = false, children }: PhoneFoldProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className={open ? "phone-fold phone-fold--open" : "phone-fold"}>
      <button
        type="button"
        className="btn btn--ghost btn--small phone-fold__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={id} className="phone-fold__panel">
        {children}
      </div>
    </div>
  );
}
