/** `stripe.elements(options)`: an Elements group holding at most one Element per type. */
import { integrationError } from "./api.js";
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

export type LocalElement = CardElement;

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

  constructor(options: ElementsOptions | undefined) {
    this.options = { ...(options ?? {}) };
  }

  create(type: string, options?: Record<string, unknown>): LocalElement {
    if (!isCardElementType(type)) {
      throw integrationError(
        `stripe-local: elements.create('${type}') is not simulated. Supported types: card, cardNumber, cardExpiry, cardCvc.`,
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

  submit(): Promise<Record<string, never>> {
    return Promise.resolve({});
  }

  cardElement(type: CardElementType): CardElement | undefined {
    const element = this.registry.get(type);
    return element instanceof CardElement ? element : undefined;
  }

  unregister(type: string, element: object): void {
    if (this.registry.get(type) === element) this.registry.delete(type);
  }
}
