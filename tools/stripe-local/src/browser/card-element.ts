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
  validationError,
  type CardBrand,
  type CvcCheck,
  type ExpiryCheck,
  type NumberCheck,
  type ValidationError,
  type ZipCheck,
} from "./card-checks.js";
import { LocalElementBase } from "./element-base.js";

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

export class CardElement extends LocalElementBase<CardField, HTMLInputElement, CardElementOptions> {
  readonly _type: CardElementType;
  private focused = false;
  private lastBrand: CardBrand = "unknown";

  constructor(
    type: CardElementType,
    options: CardElementOptions,
    readonly _group: CardGroup,
  ) {
    super(type, options);
    this._type = type;
  }

  private fieldsShown(): CardField[] {
    return CARD_ELEMENT_FIELDS[this._type].filter(
      (field) => !(field === "postalCode" && this.options.hidePostalCode),
    );
  }

  protected override editableFields(): CardField[] {
    return this.fieldsShown();
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

  protected override emitChange(): void {
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

  private styleInput(input: HTMLInputElement, def: FieldDef): void {
    const base = this.options.style?.base ?? {};
    input.style.flex = `${def.grow} 1 ${def.width}`;
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
    this.styleInput(input, def);
    this.bindTyping(field, input, () => {
      // Split siblings whose validation depends on the brand (CVC length).
      const cvcElement = this._group.cardElement("cardCvc");
      if (field === "number" && cvcElement && cvcElement !== this) cvcElement._refresh();
    });
    this.bindFocus(field, input);
    return input;
  }

  /** One focus/blur pair for the whole element, however many of its inputs the focus crosses. */
  private bindFocus(field: CardField, input: HTMLInputElement): void {
    input.addEventListener("focus", () => {
      if (!this.focused) {
        this.focused = true;
        this.refreshClasses(this._state(false));
        this.fire("focus");
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
        this.fire("blur");
      }, 0);
    });
  }

  protected override render(host: HTMLElement): void {
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

  protected override afterMount(): void {
    this.refreshClasses(this._state(false));
  }

  protected override beforeUnmount(host: HTMLElement): void {
    const names = this.classNames();
    host.classList.remove(names.base, names.complete, names.empty, names.focus, names.invalid);
    this.focused = false;
  }

  protected override rerender(): void {
    if (!this.host || !this.wrapper) return;
    const keep = this.values();
    this.wrapper.remove();
    this.render(this.host);
    for (const [field, value] of Object.entries(keep) as Array<[CardField, string]>) {
      const input = this.inputs[field];
      if (input) input.value = value;
    }
    this.refreshClasses(this._state(false));
  }

  protected override unregister(): void {
    this._group.unregister(this._type, this);
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
