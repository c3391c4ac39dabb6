/**
 * Hydration on the visitor's first intent (issue 34, Total Blocking Time), for a pre-rendered page
 * whose HTML is already what this visitor sees (lib/session/visitor-view.ts): its links, text and images
 * need no JavaScript, so React is evaluated and the page hydrated when the visitor first points,
 * touches, types or focuses, not during the first load. What they do before hydration has finished
 * is held and replayed once it has (the way Angular's event replay and Qwik's resumability work):
 * a press of a button is pressed again, a field's typed value is reported to React again. A link
 * is left to the browser (it loads the next pre-rendered page). No React here: the entry runs it.
 */

/**
 * Whether a build hydrates its pre-rendered pages on intent: every build but the bench's baselines
 * (`VITE_HYDRATION=load`: at once after the first paint; `=blocking`: the same in one pass).
 */
export function hydratesOnIntent(mode: string | undefined): boolean {
  return mode !== "load" && mode !== "blocking";
}

/**
 * What starts hydration: any of these, anywhere on the page (a click alone too: assistive
 * technology may activate a control without a pointer or a key before it).
 */
export const INTENT_EVENTS = [
  "click",
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "input",
  "change",
] as const;

/** The controls whose press does something only once React is there (a link works without it). */
const PRESSABLE =
  'button, summary, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

/** Resolves on the first intent event in `doc`. */
export function firstIntent(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const started = () => {
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, started, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) doc.addEventListener(type, started, { capture: true, passive: true });
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Tells React, once it has hydrated, the value a field got before: React took the DOM's value as
 * the one it knows, so the value goes back to the server's (through React's value tracker), the
 * typed one is set past the tracker, and an input event reports the change. A select (whose
 * options hydration set back to React's value) gets the chosen value again and reports it with a
 * change event (React does not track a select's value).
 */
function reportValue(field: Field, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field.type === "checkbox" || field.type === "radio") return; // their clicks are replayed
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * From now until `replay()`: holds every press of a control (not a link) and notes every field
 * whose value changes. `replay()` stops holding, reports the fields' values, then presses the held
 * controls again, in order.
 */
export function holdUntilHydrated(doc: Document): { replay: () => void } {
  const pressed: Element[] = [];
  const changed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(PRESSABLE);
    if (!control || control.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(control);
  };
  const onChange = (event: Event) => {
    if (isField(event.target)) changed.set(event.target, event.target.value);
  };
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("input", onChange, true);
  doc.addEventListener("change", onChange, true);
  let replayed = false;
  return {
    replay() {
      if (replayed) return;
      replayed = true;
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("input", onChange, true);
      doc.removeEventListener("change", onChange, true);
      for (const [field, value] of changed) if (field.isConnected) reportValue(field, value);
      for (const control of pressed)
        if (control.isConnected && control instanceof HTMLElement) control.click();
    },
  };
}
