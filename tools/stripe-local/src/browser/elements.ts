/** `stripe.elements(options)`: an Elements group holding at most one Element per type. */
import { integrationError } from "./api.js";
import type { ValidationError } from "./card-checks.js";
import { PaymentElement, type PaymentElementOptions } from "./payment-element.js";
import {
  CardElement,
  isCardElementType,
  type CardElementOptions,
  type CardElementType,
} from "./card-element.js";

export interface ElementsOptions {
  clientSecret?: string;
  appearance?: unknown;
  [key: string]: unknown;
}

export type LocalElement = CardElement | PaymentElement;

function elementTypeOf(typeOrComponent: unknown): string | null {
  if (typeof typeOrComponent === "string") return typeOrComponent;
  if (
    (typeof typeOrComponent === "function" || typeof typeOrComponent === "object") &&
    typeOrComponent !== null &&
    "__elementType" in typeOrComponent &&
    typeof typeOrComponent.__elementType === "string"
  ) {
    return typeOrComponent.__elementType;
  }
  return null;
}

export class ElementsGroup {
  private readonly registry = new Map<string, LocalElement>();
  readonly options: ElementsOptions;

  constructor(
    options: ElementsOptions | undefined,
    /** The PaymentIntent's `payment_method_types`, for the Payment Element's tabs. */
    private readonly loadMethods?: (clientSecret: string) => Promise<readonly string[]>,
  ) {
    this.options = { ...(options ?? {}) };
  }

  create(type: string, options?: Record<string, unknown>): LocalElement {
    if (type === "payment") {
      if (this.registry.has(type)) throw integrationError(`Can only create one Element of type ${type}.`);
      if (typeof this.options.clientSecret !== "string" && typeof this.options.mode !== "string") {
        throw integrationError(
          "In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.",
        );
      }
      const element = new PaymentElement({ ...(options ?? {}) } as PaymentElementOptions, (destroyed) =>
        this.unregister("payment", destroyed),
      );
      this.registry.set(type, element);
      const secret = this.options.clientSecret;
      if (typeof secret === "string" && this.loadMethods) element._loadMethods(this.loadMethods(secret));
      return element;
    }
    if (!isCardElementType(type)) {
      throw integrationError(
        `stripe-local: elements.create('${type}') is not simulated. Supported types: payment, card, cardNumber, cardExpiry, cardCvc.`,
      );
    }
    if (this.registry.has(type)) throw integrationError(`Can only create one Element of type ${type}.`);
    if (type !== "card" && this.registry.has("card")) {
      throw integrationError(`Do not mix a card Element with ${type} Elements in one Elements group.`);
    }
    if (
      type === "card" &&
      (this.registry.has("cardNumber") || this.registry.has("cardExpiry") || this.registry.has("cardCvc"))
    ) {
      throw integrationError("Do not mix a card Element with split card Elements in one Elements group.");
    }
    const element = new CardElement(type, { ...(options ?? {}) } as CardElementOptions, this);
    this.registry.set(type, element);
    return element;
  }

  getElement(typeOrComponent: unknown): LocalElement | null {
    const type = elementTypeOf(typeOrComponent);
    return (type !== null && this.registry.get(type)) || null;
  }

  update(options?: ElementsOptions): void {
    Object.assign(this.options, options ?? {});
  }

  fetchUpdates(): Promise<Record<string, never>> {
    return Promise.resolve({});
  }

  /** Validates the Payment Element (showing its messages), as Stripe.js does before a confirmation. */
  submit(): Promise<{ error?: ValidationError }> {
    const payment = this.paymentElement();
    if (!payment) return Promise.resolve({});
    const collected = payment._collect();
    return Promise.resolve("error" in collected ? { error: collected.error } : {});
  }

  paymentElement(): PaymentElement | undefined {
    const element = this.registry.get("payment");
    return element instanceof PaymentElement ? element : undefined;
  }

  cardElement(type: CardElementType): CardElement | undefined {
    const element = this.registry.get(type);
    return element instanceof CardElement ? element : undefined;
  }

  unregister(type: string, element: object): void {
    if (this.registry.get(type) === element) this.registry.delete(type);
  }
}
