// @vitest-environment jsdom
/**
 * The Stripe.js stand-in driven through the real `@stripe/react-stripe-js` v7 components
 * (`<Elements>`, `<CardElement>`, `useStripe`, `useElements`) in jsdom, under React StrictMode.
 */
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type {
  Stripe as StripeJs,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeElements,
} from "@stripe/stripe-js";
import { StrictMode, act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS, postForm, startServerProcess, type ServerProcess } from "./testing/http.js";

declare global {
  // React's flag for act() support outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let server: ServerProcess;
let root: Root;
let stripe: StripeJs;
let elements: StripeElements;
const changes: StripeCardElementChangeEvent[] = [];
let readyCount = 0;

async function until<T>(
  probe: () => T | null | undefined | false,
  what: string,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

function Capture(): null {
  const s = useStripe();
  const e = useElements();
  if (s) stripe = s;
  if (e) elements = e;
  return null;
}

function input(label: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
}

function type(label: string, value: string): void {
  const field = input(label);
  act(() => {
    field.focus();
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function fillCard(number: string): void {
  type("Card number", number);
  type("Expiration date", `12${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  type("CVC", "123");
  type("ZIP", "94107");
}

async function newClientSecret(amount = 3500): Promise<string> {
  const { body } = await postForm(
    `${server.url}/v1/payment_intents`,
    { amount: String(amount), currency: "usd", "metadata[purchaseId]": "dom-test" },
    { Authorization: `Bearer ${KEYS.secretKey}` },
  );
  return (body as { client_secret: string }).client_secret;
}

function cardElement(): StripeCardElement {
  const element = elements.getElement(CardElement);
  if (!element) throw new Error("CardElement not registered");
  return element;
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  server = await startServerProcess();
  // Load the stand-in the way a <script> tag would (no currentScript here: exercises the fallback origin).
  const source = await (await fetch(`${server.url}/js/stripe.js`)).text();
  new Function(source)();
  const container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  // Imported only now, like an app bundle loaded after the <script src=".../js/stripe.js"> tag:
  // @stripe/stripe-js then finds window.Stripe instead of injecting js.stripe.com.
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripePromise = loadStripe(KEYS.publishableKey);
  await act(async () => {
    root.render(
      createElement(
        StrictMode,
        null,
        createElement(
          Elements,
          { stripe: stripePromise },
          createElement(
            "label",
            null,
            "Card",
            createElement(CardElement, {
              onChange: (event: StripeCardElementChangeEvent) => changes.push(event),
              onReady: () => {
                readyCount += 1;
              },
            }),
          ),
          createElement(Capture),
        ),
      ),
    );
  });
  await until(
    () => elements && stripe && readyCount > 0 && document.querySelector("input"),
    "CardElement ready",
  );
});

afterAll(async () => {
  if (root) act(() => root.unmount());
  await server?.close();
});

describe("Stripe.js stand-in with @stripe/react-stripe-js", () => {
  it("mounts one labelled card Element (StrictMode double-mount is fine)", () => {
    expect(document.querySelectorAll('input[aria-label="Card number"]')).toHaveLength(1);
    for (const label of ["Card number", "Expiration date", "CVC", "ZIP"]) expect(input(label)).toBeTruthy();
    expect(document.querySelector(".StripeElement")).not.toBeNull();
    expect((window as unknown as { Stripe: { version: string } }).Stripe.version).toBe("endive");
  });

  it("reports change events with brand, completeness and validation errors", async () => {
    type("Card number", "4242 4242 4242 4241");
    expect(changes.at(-1)).toMatchObject({
      complete: false,
      brand: "visa",
      error: { code: "invalid_number" },
    });
    const secret = await newClientSecret();
    const result = await stripe.confirmCardPayment(secret, { payment_method: { card: cardElement() } });
    expect(result.error).toMatchObject({ type: "validation_error", code: "invalid_number" });

    fillCard("4242424242424242");
    expect(input("Card number").value).toBe("4242 4242 4242 4242");
    expect(changes.at(-1)).toMatchObject({ complete: true, empty: false, brand: "visa", error: undefined });
  });

  it("confirmCardPayment succeeds with 4242 and returns the PaymentIntent", async () => {
    fillCard("4242424242424242");
    const secret = await newClientSecret();
    const result = await stripe.confirmCardPayment(secret, {
      payment_method: {
        card: cardElement(),
        billing_details: { name: "Ada Lovelace", email: "ada@example.com" },
      },
    });
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ status: "succeeded", amount: 3500 });
    const retrieved = await stripe.retrievePaymentIntent(secret);
    expect(retrieved.paymentIntent?.status).toBe("succeeded");
  });

  it("resolves card errors as { error } instead of rejecting", async () => {
    fillCard("4000000000009995");
    const result = await stripe.confirmCardPayment(await newClientSecret(), {
      payment_method: { card: cardElement() },
    });
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it.each([
    ["Complete authentication", { paymentIntent: { status: "succeeded" } }],
    ["Fail authentication", { error: { code: "payment_intent_authentication_failure" } }],
  ])("3-D Secure: %s", async (button, expected) => {
    fillCard("4000002760003184");
    const pending = stripe.confirmCardPayment(await newClientSecret(), {
      payment_method: { card: cardElement() },
    });
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="dialog"]'), "3DS dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.querySelector("h2")?.textContent).toBe("Secure payment authentication");
    expect(dialog.textContent).toContain("Test 3-D Secure");
    const target = [...dialog.querySelectorAll("button")].find((b) => b.textContent === button);
    act(() => target?.click());
    const result = await pending;
    expect(result).toMatchObject(expected);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
