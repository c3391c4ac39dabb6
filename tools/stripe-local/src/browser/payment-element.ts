/**
 * The Payment Element (`elements.create('payment')`): visible labelled inputs as Stripe labels them
 * ("Card number", "Expiration date", "Security code", "Country" and, for countries with postal
 * codes, "ZIP code" or "Postal code"), inline validation messages, change events. When the
 * PaymentIntent allows bank methods too (its `payment_method_types`, which the Elements group
 * fetches), tabs offer them beside "Card" (bank-panel.ts).
 */
import {
  BANK_FIELDS,
  METHOD_LABELS,
  bankNotice,
  checkBank,
  collectBank,
  isBankMethod,
  type BankField,
  type BankMethod,
  type CollectedBank,
} from "./bank-panel.js";
import {
  checkCvc,
  checkExpiry,
  checkNumber,
  validationError,
  type ValidationCode,
  type ValidationError,
} from "./card-checks.js";
import { COUNTRIES, POSTAL_LABELS } from "./countries.js";
import { LocalElementBase } from "./element-base.js";

type CardField = "number" | "expiry" | "cvc" | "country" | "postalCode";
type Field = CardField | BankField;
const CARD_FIELDS: readonly Field[] = ["number", "expiry", "cvc", "postalCode"];

export interface PaymentElementOptions {
  defaultValues?: { billingDetails?: { address?: { country?: string; postal_code?: string } } };
  readOnly?: boolean;
  /** The name in the SEPA mandate text (Stripe: the account's business name unless given). */
  business?: { name?: string };
  [key: string]: unknown;
}

export interface CollectedCard {
  type: "card";
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  address: { country: string; postal_code?: string };
}
export type CollectedPayment = CollectedCard | CollectedBank;

interface Check {
  errors: Partial<Record<Field, ValidationError>>;
  complete: boolean;
  empty: boolean;
  collected: CollectedPayment | null;
}

export class PaymentElement extends LocalElementBase<
  Field,
  HTMLInputElement | HTMLSelectElement,
  PaymentElementOptions
> {
  readonly _type = "payment";
  private errors: Partial<Record<Field, HTMLElement>> = {};
  /** The methods offered (card until the PaymentIntent says more) and the one chosen. */
  private methods: string[] = ["card"];
  private selected = "card";
  private saved: Partial<Record<Field, string>> = {};
  /** Until the PaymentIntent's methods are known (`_loadMethods`), the element is an empty box. */
  private methodsKnown: Promise<void> = Promise.resolve();
  private showing = true;

  constructor(
    options: PaymentElementOptions,
    private readonly onDestroy: (element: PaymentElement) => void,
  ) {
    super("payment", options);
  }

  protected override editableFields(): Field[] {
    return isBankMethod(this.selected) ? [...BANK_FIELDS[this.selected]] : [...CARD_FIELDS];
  }

  /**
   * The PaymentIntent's `payment_method_types` (the Elements group fetches them): the element shows
   * nothing until they are known, as Stripe's loads its methods before it is ready.
   */
  _loadMethods(types: Promise<readonly string[]>): void {
    this.showing = false;
    this.methodsKnown = types.then(
      (list) => {
        const known: string[] = list.filter((t) => t === "card" || isBankMethod(t));
        this.methods = known.length > 0 ? known : ["card"];
        if (!this.methods.includes(this.selected)) this.selected = this.methods[0] ?? "card";
      },
      () => undefined,
    );
    void this.methodsKnown.then(() => {
      this.showing = true;
      this.rerender();
    });
  }

  protected override loaded(): Promise<void> {
    return this.methodsKnown;
  }

  private choose(method: string): void {
    if (method === this.selected || !this.methods.includes(method)) return;
    this.selected = method;
    this.touched = {};
    this.rerender();
    this.wrapper?.querySelector<HTMLElement>(`[data-method="${method}"]`)?.focus();
    this.emitChange();
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
  private check(strict: boolean): Check {
    if (isBankMethod(this.selected)) return this.checkBankFields(this.selected, strict);
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
            type: "card",
            card: { number: number.digits, exp_month: expiry.month, exp_year: expiry.year, cvc: cvc.digits },
            address: postalLabel === undefined ? { country } : { country, postal_code: postal },
          }
        : null,
    };
  }

  private checkBankFields(method: BankMethod, strict: boolean): Check {
    const values = this.values();
    const state = checkBank(method, values, (f) => strict || this.touched[f] === true);
    return { ...state, collected: state.complete ? collectBank(method, values) : null };
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
      value: { type: this.selected },
    });
  }

  /** Validates everything (as `elements.submit()` and `confirmPayment` do) and shows the messages. */
  _collect(): CollectedPayment | { error: ValidationError } {
    const state = this.check(true);
    this.showErrors(state.errors);
    const first = this.editableFields().find((f) => state.errors[f]);
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
    this.inputs = {};
    this.errors = {};
    host.appendChild(wrapper);
    this.wrapper = wrapper;
    if (!this.showing) return;
    const fieldset = document.createElement("fieldset");
    fieldset.style.cssText = "border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0.75em;";
    const legend = document.createElement("legend");
    legend.textContent = METHOD_LABELS[this.selected] ?? this.selected;
    legend.style.cssText = "font-weight:600;margin-bottom:0.5em;";
    fieldset.appendChild(legend);
    if (isBankMethod(this.selected)) this.renderBank(fieldset, this.selected, keep);
    else this.renderCard(fieldset, keep);
    if (this.methods.length > 1) {
      const panel = document.createElement("div");
      panel.id = `${this.uid}-panel`;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", `${this.uid}-tab-${this.selected}`);
      panel.appendChild(fieldset);
      wrapper.append(this.tabs(panel.id), panel);
    } else wrapper.appendChild(fieldset);
  }

  /** One tab per method (arrow keys move between them, as ARIA's tabs pattern asks). */
  private tabs(panelId: string): HTMLElement {
    const list = document.createElement("div");
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", "Payment method");
    list.style.cssText = "display:flex;flex-wrap:wrap;gap:0.5em;margin-bottom:0.75em;";
    for (const method of this.methods) {
      const tab = document.createElement("button");
      const chosen = method === this.selected;
      tab.type = "button";
      tab.id = `${this.uid}-tab-${method}`;
      tab.dataset.method = method;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-selected", String(chosen));
      tab.setAttribute("aria-controls", panelId);
      tab.tabIndex = chosen ? 0 : -1;
      tab.textContent = METHOD_LABELS[method] ?? method;
      tab.style.cssText = `font:inherit;padding:0.5em 0.75em;border-radius:4px;background:#fff;color:#111827;border:${chosen ? "2px solid #0f172a" : "1px solid #6b7280"};`;
      tab.addEventListener("click", () => this.choose(method));
      tab.addEventListener("keydown", (event) => {
        const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (step === 0) return;
        event.preventDefault();
        const at = this.methods.indexOf(method);
        this.choose(this.methods[(at + step + this.methods.length) % this.methods.length] ?? method);
      });
      list.appendChild(tab);
    }
    return list;
  }

  private renderCard(fieldset: HTMLFieldSetElement, keep: Partial<Record<Field, string>>): void {
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
  }

  /** A bank method's fields (none for iDEAL), then its redirect notice or the SEPA mandate. */
  private renderBank(
    fieldset: HTMLFieldSetElement,
    method: BankMethod,
    keep: Partial<Record<Field, string>>,
  ): void {
    const inputs: Record<BankField, () => HTMLElement> = {
      iban: () =>
        this.field("iban", "IBAN", this.textInput("iban", "DE00 0000 0000 0000 0000 00", "off", "text")),
      name: () => this.field("name", "Full name", this.textInput("name", "", "name", "text")),
      email: () => this.field("email", "Email", this.textInput("email", "", "email", "email")),
    };
    for (const f of BANK_FIELDS[method]) {
      const row = inputs[f]();
      row.style.flexBasis = "100%";
      fieldset.appendChild(row);
      const input = this.inputs[f];
      if (input && keep[f] !== undefined) input.value = keep[f];
    }
    fieldset.appendChild(bankNotice(method, this.options.business?.name ?? "Stripe's test business"));
  }

  protected override rerender(): void {
    if (!this.host) return;
    // What was typed in another method's fields stays for when the customer comes back to it.
    this.saved = { ...this.saved, ...this.values() };
    const active = document.activeElement;
    const activeField = (Object.keys(this.inputs) as Field[]).find((f) => this.inputs[f] === active);
    this.wrapper?.remove();
    this.render(this.host, this.saved);
    if (activeField) this.inputs[activeField]?.focus();
  }

  collapse(): this {
    return this;
  }
}
