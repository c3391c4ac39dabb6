/**
 * The card Element (and the split cardNumber / cardExpiry / cardCvc Elements): plain inputs
 * labelled "Card number", "Expiration date", "CVC" and, unless `hidePostalCode`, "ZIP".
 */
import { integrationError } from "./api.js";
import {
  checkCvc,
  checkExpiry,
  checkNumber,
  checkZip,
  formatExpiry,
  formatNumber,
  validationError,
  type CardBrand,
  type CvcCheck,
  type ExpiryCheck,
  type NumberCheck,
  type ValidationError,
  type ZipCheck,
} from "./card-checks.js";
import { ElementEvents, type Handler } from "./element-events.js";

export type CardField = "number" | "expiry" | "cvc" | "postalCode";
export type CardElementType = "card" | "cardNumber" | "cardExpiry" | "cardCvc";

interface FieldDef {
  label: string;
  placeholder: string;
  autocomplete: string;
  inputmode: string;
  width: string;
  grow: string;
  stableName: string;
}

const FIELD_DEFS: Readonly<Record<CardField, FieldDef>> = {
  number: {
    label: "Card number",
    placeholder: "1234 1234 1234 1234",
    autocomplete: "cc-number",
    inputmode: "numeric",
    width: "auto",
    grow: "1",
    stableName: "cardNumber",
  },
  expiry: {
    label: "Expiration date",
    placeholder: "MM / YY",
    autocomplete: "cc-exp",
    inputmode: "numeric",
    width: "5.5em",
    grow: "0",
    stableName: "cardExpiry",
  },
  cvc: {
    label: "CVC",
    placeholder: "CVC",
    autocomplete: "cc-csc",
    inputmode: "numeric",
    width: "3.5em",
    grow: "0",
    stableName: "cardCvc",
  },
  postalCode: {
    label: "ZIP",
    placeholder: "ZIP",
    autocomplete: "postal-code",
    inputmode: "text",
    width: "5em",
    grow: "0",
    stableName: "postalCode",
  },
};

export const CARD_ELEMENT_FIELDS: Readonly<Record<CardElementType, readonly CardField[]>> = {
  card: ["number", "expiry", "cvc", "postalCode"],
  cardNumber: ["number"],
  cardExpiry: ["expiry"],
  cardCvc: ["cvc"],
};

export function isCardElementType(type: string): type is CardElementType {
  return Object.prototype.hasOwnProperty.call(CARD_ELEMENT_FIELDS, type);
}

export interface CardElementOptions {
  hidePostalCode?: boolean;
  disabled?: boolean;
  placeholder?: string;
  value?: { postalCode?: string | number };
  classes?: Partial<Record<"base" | "complete" | "empty" | "focus" | "invalid", string>>;
  style?: { base?: { color?: string; fontSize?: string; fontFamily?: string } };
  [key: string]: unknown;
}

export interface CardChecks {
  number?: NumberCheck;
  expiry?: ExpiryCheck;
  cvc?: CvcCheck;
  postalCode?: ZipCheck;
}

export interface CardState {
  checks: CardChecks;
  brand: CardBrand;
  empty: boolean;
  complete: boolean;
  errorField: CardField | null;
  error: ValidationError | undefined;
}

/** What a card Element needs from its Elements group. */
export interface CardGroup {
  cardElement(type: CardElementType): CardElement | undefined;
  unregister(type: string, element: object): void;
}

let elementCounter = 0;

export class CardElement {
  readonly _type: CardElementType;
  private readonly options: CardElementOptions;
  private readonly uid: string;
  private readonly events = new ElementEvents();
  private host: HTMLElement | null = null;
  private wrapper: HTMLElement | null = null;
  private inputs: Partial<Record<CardField, HTMLInputElement>> = {};
  private touched: Partial<Record<CardField, boolean>> = {};
  private destroyed = false;
  private ready = false;
  private focused = false;
  private lastBrand: CardBrand = "unknown";

  constructor(
    type: CardElementType,
    options: CardElementOptions,
    readonly _group: CardGroup,
  ) {
    elementCounter += 1;
    this._type = type;
    this.options = options;
    this.uid = `stripe-local-${type}-${elementCounter}`;
  }

  private fieldsShown(): CardField[] {
    return CARD_ELEMENT_FIELDS[this._type].filter(
      (field) => !(field === "postalCode" && this.options.hidePostalCode),
    );
  }

  private classNames(): Record<"base" | "complete" | "empty" | "focus" | "invalid", string> {
    const custom = this.options.classes ?? {};
    return {
      base: custom.base || "StripeElement",
      complete: custom.complete || "StripeElement--complete",
      empty: custom.empty || "StripeElement--empty",
      focus: custom.focus || "StripeElement--focus",
      invalid: custom.invalid || "StripeElement--invalid",
    };
  }

  private assertAlive(): void {
    if (this.destroyed)
      throw integrationError("This Element has already been destroyed. Please create a new one.");
  }

  private value(field: CardField): string {
    return this.inputs[field]?.value ?? "";
  }

  /** State of this element's own fields; `strictAll` (submitting) turns incomplete into errors. */
  _state(strictAll: boolean): CardState {
    const shown = this.fieldsShown();
    const numberCheck = checkNumber(this.value("number"), strictAll || this.touched.number === true);
    const brand = shown.includes("number") ? numberCheck.brand : this.siblingBrand();
    const checks: CardChecks = {};
    for (const field of shown) {
      const strict = strictAll || this.touched[field] === true;
      if (field === "number") checks.number = numberCheck;
      if (field === "expiry") checks.expiry = checkExpiry(this.value("expiry"), strict);
      if (field === "cvc") checks.cvc = checkCvc(this.value("cvc"), brand, strict);
      if (field === "postalCode") checks.postalCode = checkZip(this.value("postalCode"), strict);
    }
    const all = shown.map((f) => checks[f]);
    const errorField = shown.find((f) => checks[f]?.error) ?? null;
    const errorCode = errorField ? checks[errorField]?.error : null;
    return {
      checks,
      brand,
      empty: all.every((c) => c?.empty === true),
      complete: all.every((c) => c?.complete === true),
      errorField,
      error: errorCode ? validationError(errorCode) : undefined,
    };
  }

  private siblingBrand(): CardBrand {
    const numberElement = this._group.cardElement("cardNumber");
    if (!numberElement || numberElement === this) return "unknown";
    return numberElement._brand();
  }

  private refreshClasses(current: CardState): void {
    if (!this.host) return;
    const names = this.classNames();
    this.host.classList.add(names.base);
    this.host.classList.toggle(names.empty, current.empty);
    this.host.classList.toggle(names.complete, current.complete);
    this.host.classList.toggle(names.invalid, !!current.error);
    this.host.classList.toggle(names.focus, this.focused);
    for (const [field, input] of Object.entries(this.inputs)) {
      input.setAttribute("aria-invalid", current.errorField === field ? "true" : "false");
    }
  }

  private emitChange(): void {
    const current = this._state(false);
    this.lastBrand = current.brand;
    this.refreshClasses(current);
    const event: Record<string, unknown> = {
      elementType: this._type,
      empty: current.empty,
      complete: current.complete,
      error: current.error,
      value:
        this._type === "card"
          ? { postalCode: current.checks.postalCode ? current.checks.postalCode.value : "" }
          : undefined,
    };
    if (this._type === "card" || this._type === "cardNumber") event.brand = current.brand;
    this.events.fire("change", event);
  }

  private styleInput(input: HTMLInputElement): void {
    const base = this.options.style?.base ?? {};
    input.style.border = "0";
    input.style.background = "transparent";
    input.style.font = "inherit";
    input.style.color = base.color ?? "inherit";
    if (base.fontSize) input.style.fontSize = base.fontSize;
    if (base.fontFamily) input.style.fontFamily = base.fontFamily;
    input.style.padding = "0";
    input.style.margin = "0";
    input.style.minWidth = "0";
  }

  private buildInput(field: CardField): HTMLInputElement {
    const def = FIELD_DEFS[field];
    const input = document.createElement("input");
    input.type = "text";
    input.id = `${this.uid}-${field}`;
    input.setAttribute("aria-label", def.label);
    input.setAttribute(
      "placeholder",
      this.options.placeholder && this._type !== "card" ? this.options.placeholder : def.placeholder,
    );
    input.setAttribute("autocomplete", def.autocomplete);
    input.setAttribute("inputmode", def.inputmode);
    input.setAttribute("spellcheck", "false");
    input.setAttribute("data-elements-stable-field-name", def.stableName);
    if (this.options.disabled) input.disabled = true;
    input.style.flex = `${def.grow} 1 ${def.width}`;
    this.styleInput(input);

    input.addEventListener("input", (event) => {
      const inputType = (event as Partial<InputEvent>).inputType;
      const deleting = typeof inputType === "string" && inputType.startsWith("delete");
      if (field === "number") input.value = formatNumber(input.value.replace(/\D/g, "").slice(0, 19));
      else if (field === "expiry") input.value = formatExpiry(input.value, deleting);
      else if (field === "cvc") input.value = input.value.replace(/\D/g, "").slice(0, 4);
      else input.value = input.value.slice(0, 10);
      this.emitChange();
      // Split siblings whose validation depends on the brand (CVC length).
      const cvcElement = this._group.cardElement("cardCvc");
      if (field === "number" && cvcElement && cvcElement !== this) cvcElement._refresh();
    });
    input.addEventListener("focus", () => {
      if (!this.focused) {
        this.focused = true;
        this.refreshClasses(this._state(false));
        this.events.fire("focus", { elementType: this._type });
      }
    });
    input.addEventListener("blur", () => {
      this.touched[field] = true;
      setTimeout(() => {
        if (!this.wrapper) return;
        const active = document.activeElement;
        if (active && this.wrapper.contains(active)) {
          this.emitChange();
          return;
        }
        this.focused = false;
        this.emitChange();
        this.events.fire("blur", { elementType: this._type });
      }, 0);
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.events.fire("escape", { elementType: this._type });
    });
    return input;
  }

  private render(host: HTMLElement): void {
    const wrapper = document.createElement("div");
    wrapper.className = "StripeLocalCardElement";
    wrapper.setAttribute("data-stripe-local-element", this._type);
    wrapper.style.display = "flex";
    wrapper.style.gap = "0.5em";
    wrapper.style.alignItems = "center";
    wrapper.style.width = "100%";
    this.inputs = {};
    for (const field of this.fieldsShown()) {
      const input = this.buildInput(field);
      this.inputs[field] = input;
      wrapper.appendChild(input);
    }
    const postalCode = this.options.value?.postalCode;
    if (postalCode && this.inputs.postalCode) this.inputs.postalCode.value = String(postalCode);
    host.appendChild(wrapper);
    this.wrapper = wrapper;
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
    this.refreshClasses(this._state(false));
    setTimeout(() => {
      if (this.destroyed || !this.host) return;
      this.ready = true;
      this.events.fire("ready", { elementType: this._type });
    }, 0);
    return this;
  }

  unmount(): this {
    this.assertAlive();
    this.wrapper?.remove();
    if (this.host) {
      const names = this.classNames();
      this.host.classList.remove(names.base, names.complete, names.empty, names.focus, names.invalid);
    }
    this.wrapper = null;
    this.host = null;
    this.ready = false;
    this.focused = false;
    return this;
  }

  destroy(): this {
    if (this.destroyed) return this;
    if (this.host) this.unmount();
    this.destroyed = true;
    this.events.clear();
    this._group.unregister(this._type, this);
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

  update(updates?: Partial<CardElementOptions>): this {
    this.assertAlive();
    Object.assign(this.options, updates ?? {});
    if (this.host && this.wrapper) {
      const keep: Partial<Record<CardField, string>> = {};
      for (const [field, input] of Object.entries(this.inputs)) keep[field as CardField] = input.value;
      this.wrapper.remove();
      this.render(this.host);
      for (const [field, value] of Object.entries(keep)) {
        const input = this.inputs[field as CardField];
        if (input) input.value = value;
      }
      this.refreshClasses(this._state(false));
    }
    return this;
  }

  clear(): this {
    this.assertAlive();
    for (const input of Object.values(this.inputs)) input.value = "";
    this.touched = {};
    this.emitChange();
    return this;
  }

  focus(): this {
    this.assertAlive();
    const first = this.fieldsShown()[0];
    if (first) this.inputs[first]?.focus();
    return this;
  }

  blur(): this {
    this.assertAlive();
    for (const input of Object.values(this.inputs)) input.blur();
    return this;
  }

  _brand(): CardBrand {
    return this.lastBrand;
  }

  _refresh(): void {
    if (this.host) this.emitChange();
  }
}

export interface CollectedCard {
  card: { number?: string; exp_month?: number; exp_year?: number; cvc?: string };
  postalCode: string | null;
}

/** Collects (and validates) card data for a card or split card Element. */
export function collectCard(
  element: unknown,
): CollectedCard | { error: ValidationError | { type: "integration_error"; message: string } } {
  if (!(element instanceof CardElement)) {
    throw integrationError(
      "stripe-local: payment_method.card must be a card Element created by this Stripe instance.",
    );
  }
  const group = element._group;
  const parts =
    element._type === "card"
      ? [element]
      : (["cardNumber", "cardExpiry", "cardCvc"] as const).map((t) => group.cardElement(t));
  const present = parts.filter((p): p is CardElement => p !== undefined);
  if (present.length !== parts.length) {
    return {
      error: {
        type: "integration_error",
        message: "Split card Elements require cardNumber, cardExpiry and cardCvc in the same Elements group.",
      },
    };
  }
  const card: CollectedCard["card"] = {};
  let postalCode: string | null = null;
  for (const part of present) {
    const current = part._state(true);
    if (current.error) return { error: current.error };
    const c = current.checks;
    if (c.number) card.number = c.number.digits;
    if (c.expiry) {
      card.exp_month = c.expiry.month;
      card.exp_year = c.expiry.year;
    }
    if (c.cvc) card.cvc = c.cvc.digits;
    if (c.postalCode) postalCode = c.postalCode.value;
  }
  return { card, postalCode };
}
