/**
 * The Payment Element (`elements.create('payment')`), card only: visible labelled inputs as Stripe
 * labels them ("Card number", "Expiration date", "Security code", "Country" and, for countries
 * with postal codes, "ZIP code" or "Postal code"), inline validation messages, change events.
 */
import {
  checkCvc,
  checkExpiry,
  checkNumber,
  validationError,
  type ValidationCode,
  type ValidationError,
} from "./card-checks.js";
import { LocalElementBase } from "./element-base.js";

type Field = "number" | "expiry" | "cvc" | "country" | "postalCode";

/** Countries offered, and the postal-code field each needs (Stripe asks for it in these three). */
const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["CA", "Canada"],
  ["DK", "Denmark"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["IE", "Ireland"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
  ["NO", "Norway"],
  ["SG", "Singapore"],
  ["ES", "Spain"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["GB", "United Kingdom"],
  ["US", "United States"],
];
const POSTAL_LABELS: Readonly<Record<string, string>> = {
  US: "ZIP code",
  CA: "Postal code",
  GB: "Postal code",
};

export interface PaymentElementOptions {
  defaultValues?: { billingDetails?: { address?: { country?: string; postal_code?: string } } };
  readOnly?: boolean;
  [key: string]: unknown;
}

export interface CollectedPayment {
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  address: { country: string; postal_code?: string };
}

export class PaymentElement extends LocalElementBase<
  Field,
  HTMLInputElement | HTMLSelectElement,
  PaymentElementOptions
> {
  readonly _type = "payment";
  private errors: Partial<Record<Field, HTMLElement>> = {};

  constructor(
    options: PaymentElementOptions,
    private readonly onDestroy: (element: PaymentElement) => void,
  ) {
    super("payment", options);
  }

  protected override editableFields(): Field[] {
    return ["number", "expiry", "cvc", "postalCode"];
  }

  protected override unregister(): void {
    this.onDestroy(this);
  }

  private country(): string {
    return this.value("country") || this.defaultCountry();
  }

  private defaultCountry(): string {
    const wanted = this.options.defaultValues?.billingDetails?.address?.country?.toUpperCase();
    return wanted && COUNTRIES.some(([code]) => code === wanted) ? wanted : "US";
  }

  /** Field errors (strict: incomplete counts as an error, as when submitting). */
  private check(strict: boolean): {
    errors: Partial<Record<Field, ValidationError>>;
    complete: boolean;
    empty: boolean;
    collected: CollectedPayment | null;
  } {
    const isStrict = (f: Field): boolean => strict || this.touched[f] === true;
    const number = checkNumber(this.value("number"), isStrict("number"));
    const expiry = checkExpiry(this.value("expiry"), isStrict("expiry"));
    const cvc = checkCvc(this.value("cvc"), number.brand, isStrict("cvc"));
    const country = this.country();
    const postalLabel = POSTAL_LABELS[country];
    const postal = this.value("postalCode").trim();
    const postalComplete =
      postalLabel === undefined || (country === "US" ? /^\d{5}(-?\d{4})?$/.test(postal) : postal.length >= 3);
    const errors: Partial<Record<Field, ValidationError>> = {};
    const add = (field: Field, code: ValidationCode | null): void => {
      if (code) errors[field] = validationError(code);
    };
    add("number", number.error);
    add("expiry", expiry.error);
    add("cvc", cvc.error);
    if (!postalComplete && isStrict("postalCode")) {
      errors.postalCode = {
        type: "validation_error",
        code: "incomplete_zip",
        message: country === "US" ? "Your ZIP is incomplete." : "Your postal code is incomplete.",
      };
    }
    const complete = number.complete && expiry.complete && cvc.complete && postalComplete;
    return {
      errors,
      complete,
      empty: number.empty && expiry.empty && cvc.empty && postal === "",
      collected: complete
        ? {
            card: { number: number.digits, exp_month: expiry.month, exp_year: expiry.year, cvc: cvc.digits },
            address: postalLabel === undefined ? { country } : { country, postal_code: postal },
          }
        : null,
    };
  }

  private showErrors(errors: Partial<Record<Field, ValidationError>>): void {
    for (const [field, slot] of Object.entries(this.errors)) {
      const error = errors[field as Field];
      slot.textContent = error ? error.message : "";
      this.inputs[field as Field]?.setAttribute("aria-invalid", error ? "true" : "false");
    }
  }

  protected override emitChange(): void {
    const state = this.check(false);
    this.showErrors(state.errors);
    this.events.fire("change", {
      elementType: "payment",
      empty: state.empty,
      complete: state.complete,
      collapsed: false,
      value: { type: "card" },
    });
  }

  /** Validates everything (as `elements.submit()` and `confirmPayment` do) and shows the messages. */
  _collect(): CollectedPayment | { error: ValidationError } {
    const state = this.check(true);
    this.showErrors(state.errors);
    const first = (["number", "expiry", "cvc", "postalCode"] as const).find((f) => state.errors[f]);
    if (first) {
      const input = this.inputs[first];
      input?.focus();
      const error = state.errors[first];
      if (error) return { error };
    }
    if (!state.collected) return { error: validationError("incomplete_number") };
    return state.collected;
  }

  private field(field: Field, label: string, control: HTMLInputElement | HTMLSelectElement): HTMLElement {
    const row = document.createElement("div");
    row.className = "p-Field";
    row.style.cssText = "display:flex;flex-direction:column;gap:0.25em;flex:1 1 8em;min-width:0;";
    const id = `${this.uid}-${field}`;
    const labelElement = document.createElement("label");
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    control.id = id;
    const error = document.createElement("p");
    error.id = `${id}-error`;
    error.className = "p-FieldError";
    error.setAttribute("role", "alert");
    error.style.cssText = "margin:0;color:#df1b41;font-size:0.875em;min-height:0;";
    control.setAttribute("aria-describedby", error.id);
    control.style.cssText =
      "font:inherit;padding:0.5em;border:1px solid #6b7280;border-radius:4px;min-width:0;";
    if (this.options.readOnly) control.setAttribute("disabled", "");
    this.inputs[field] = control;
    this.errors[field] = error;
    row.append(labelElement, control, error);
    return row;
  }

  private textInput(
    field: Field,
    placeholder: string,
    autocomplete: string,
    inputmode: string,
  ): HTMLInputElement {
    const input = document.createElement("input");
    input.type = "text";
    input.placeholder = placeholder;
    input.autocomplete = autocomplete as AutoFill;
    input.setAttribute("inputmode", inputmode);
    input.spellcheck = false;
    this.bindTyping(field, input);
    input.addEventListener("focus", () => this.fire("focus"));
    input.addEventListener("blur", () => {
      this.touched[field] = true;
      this.emitChange();
      this.fire("blur");
    });
    return input;
  }

  protected override render(host: HTMLElement, keep: Partial<Record<Field, string>> = {}): void {
    const wrapper = document.createElement("div");
    wrapper.className = "StripeLocalPaymentElement";
    wrapper.setAttribute("data-stripe-local-element", "payment");
    const fieldset = document.createElement("fieldset");
    fieldset.style.cssText = "border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0.75em;";
    const legend = document.createElement("legend");
    legend.textContent = "Card";
    legend.style.cssText = "font-weight:600;margin-bottom:0.5em;";
    fieldset.appendChild(legend);
    this.inputs = {};
    this.errors = {};
    const number = this.field(
      "number",
      "Card number",
      this.textInput("number", "1234 1234 1234 1234", "cc-number", "numeric"),
    );
    number.style.flexBasis = "100%";
    fieldset.append(
      number,
      this.field("expiry", "Expiration date", this.textInput("expiry", "MM / YY", "cc-exp", "numeric")),
      this.field("cvc", "Security code", this.textInput("cvc", "CVC", "cc-csc", "numeric")),
    );
    const select = document.createElement("select");
    select.autocomplete = "country";
    for (const [code, name] of COUNTRIES) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = name;
      select.appendChild(option);
    }
    select.value = keep.country ?? this.defaultCountry();
    select.addEventListener("change", () => {
      this.rerender();
      this.emitChange();
    });
    fieldset.appendChild(this.field("country", "Country", select));
    const postalLabel = POSTAL_LABELS[select.value];
    if (postalLabel !== undefined) {
      const postal = this.textInput(
        "postalCode",
        postalLabel === "ZIP code" ? "12345" : "",
        "postal-code",
        "text",
      );
      postal.value =
        keep.postalCode ?? this.options.defaultValues?.billingDetails?.address?.postal_code ?? "";
      fieldset.appendChild(this.field("postalCode", postalLabel, postal));
    }
    for (const f of ["number", "expiry", "cvc"] as const) {
      const input = this.inputs[f];
      if (input && keep[f] !== undefined) input.value = keep[f];
    }
    wrapper.appendChild(fieldset);
    host.appendChild(wrapper);
    this.wrapper = wrapper;
  }

  protected override rerender(): void {
    if (!this.host) return;
    const keep = this.values();
    const active = document.activeElement;
    const activeField = (Object.keys(this.inputs) as Field[]).find((f) => this.inputs[f] === active);
    this.wrapper?.remove();
    this.render(this.host, keep);
    if (activeField) this.inputs[activeField]?.focus();
  }

  collapse(): this {
    return this;
  }
}
