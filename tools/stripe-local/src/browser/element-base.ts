/**
 * What the card Element and the Payment Element share: mounting, `on/once/off`, the late "ready"
 * notice, `destroy`, `clear`, `focus`, `blur`, and the inputs' formatting as the user types.
 */
import { integrationError } from "./api.js";
import { formatIban } from "./bank-panel.js";
import { formatExpiry, formatNumber } from "./card-checks.js";
import { ElementEvents, type Handler } from "./element-events.js";

export type ElementControl = HTMLInputElement | HTMLSelectElement;

let elementCounter = 0;

/** Formats what was typed (card digits, `MM / YY`, the CVC and postal code lengths, an IBAN in fours). */
function reformat(field: string, input: HTMLInputElement, event: Event): void {
  const inputType = (event as Partial<InputEvent>).inputType;
  const deleting = typeof inputType === "string" && inputType.startsWith("delete");
  if (field === "number") input.value = formatNumber(input.value.replace(/\D/g, "").slice(0, 19));
  else if (field === "expiry") input.value = formatExpiry(input.value, deleting);
  else if (field === "cvc") input.value = input.value.replace(/\D/g, "").slice(0, 4);
  else if (field === "postalCode") input.value = input.value.slice(0, 10);
  else if (field === "iban") input.value = formatIban(input.value);
}

export abstract class LocalElementBase<
  Field extends string,
  Control extends ElementControl,
  Options extends object,
> {
  abstract readonly _type: string;
  protected readonly events = new ElementEvents();
  protected readonly uid: string;
  protected host: HTMLElement | null = null;
  protected wrapper: HTMLElement | null = null;
  protected inputs: Partial<Record<Field, Control>> = {};
  protected touched: Partial<Record<Field, boolean>> = {};
  protected destroyed = false;
  private ready = false;

  constructor(
    uidType: string,
    protected readonly options: Options,
  ) {
    elementCounter += 1;
    this.uid = `stripe-local-${uidType}-${elementCounter}`;
  }

  /** Builds the element's DOM into `host` and sets `wrapper`. */
  protected abstract render(host: HTMLElement): void;
  /** Validates and fires "change". */
  protected abstract emitChange(): void;
  /** Re-renders after an options update, keeping what was typed. */
  protected abstract rerender(): void;
  /** Tells the Elements group the element is gone. */
  protected abstract unregister(): void;
  /** The fields `clear()` empties, and the first of them is what `focus()` focuses. */
  protected abstract editableFields(): Field[];

  /** Settles once the element shows its final form ("ready" fires after it, as Stripe's does). */
  protected loaded(): Promise<void> {
    return Promise.resolve();
  }

  /** After `render` on mount (e.g. the host's classes). */
  protected afterMount(): void {}
  /** On unmount, before the host is forgotten. */
  protected beforeUnmount(_host: HTMLElement): void {}

  protected assertAlive(): void {
    if (this.destroyed)
      throw integrationError("This Element has already been destroyed. Please create a new one.");
  }

  protected value(field: Field): string {
    return this.inputs[field]?.value ?? "";
  }

  /** Every field's current value (for a re-render). */
  protected values(): Partial<Record<Field, string>> {
    const values: Partial<Record<Field, string>> = {};
    for (const [field, control] of Object.entries(this.inputs) as Array<[Field, Control]>) {
      values[field] = control.value;
    }
    return values;
  }

  protected fire(event: string): void {
    this.events.fire(event, { elementType: this._type });
  }

  /** Formatting and "change" as the user types (then `afterInput`), and "escape". */
  protected bindTyping(field: Field, input: HTMLInputElement, afterInput?: () => void): void {
    input.addEventListener("input", (event) => {
      reformat(field, input, event);
      this.emitChange();
      afterInput?.();
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.fire("escape");
    });
  }

  mount(domElement: unknown): this {
    this.assertAlive();
    const target = typeof domElement === "string" ? document.querySelector(domElement) : domElement;
    if (!(target instanceof HTMLElement)) {
      throw integrationError(
        `The selector you specified (${String(domElement)}) applies to no DOM elements that are currently on the page.`,
      );
    }
    if (this.host) {
      throw integrationError(
        "This Element is already mounted. Use unmount() to unmount the Element before re-mounting.",
      );
    }
    this.host = target;
    this.render(target);
    this.afterMount();
    void this.loaded().then(() =>
      setTimeout(() => {
        if (this.destroyed || !this.host) return;
        this.ready = true;
        this.fire("ready");
      }, 0),
    );
    return this;
  }

  unmount(): this {
    this.assertAlive();
    this.wrapper?.remove();
    if (this.host) this.beforeUnmount(this.host);
    this.wrapper = null;
    this.host = null;
    this.ready = false;
    return this;
  }

  destroy(): this {
    if (this.destroyed) return this;
    if (this.host) this.unmount();
    this.destroyed = true;
    this.events.clear();
    this.unregister();
    return this;
  }

  on(event: string, handler: Handler): this {
    this.assertAlive();
    this.events.on(event, handler);
    // Late "ready" subscribers (e.g. React effects attached after mount) still get notified.
    if (event === "ready" && this.ready) {
      setTimeout(() => {
        if (!this.destroyed) handler({ elementType: this._type });
      }, 0);
    }
    return this;
  }

  once(event: string, handler: Handler): this {
    const wrapped: Handler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }

  off(event: string, handler?: Handler): this {
    this.events.off(event, handler);
    return this;
  }

  update(updates?: Partial<Options>): this {
    this.assertAlive();
    Object.assign(this.options, updates ?? {});
    this.rerender();
    return this;
  }

  clear(): this {
    this.assertAlive();
    for (const field of this.editableFields()) {
      const input = this.inputs[field];
      if (input) input.value = "";
    }
    this.touched = {};
    this.emitChange();
    return this;
  }

  focus(): this {
    this.assertAlive();
    const first = this.editableFields()[0];
    if (first !== undefined) this.inputs[first]?.focus();
    return this;
  }

  blur(): this {
    this.assertAlive();
    for (const control of Object.values(this.inputs) as Control[]) control.blur();
    return this;
  }
}
