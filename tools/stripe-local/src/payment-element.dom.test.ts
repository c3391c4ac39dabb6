// @vitest-environment jsdom
/**
 * The Payment Element stand-in driven through the real `@stripe/react-stripe-js` v7
 * `<Elements options={{ clientSecret, appearance }}>` and `<PaymentElement>`, under StrictMode,
 * with `stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })`.
 */
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type {
  PaymentIntentResult,
  Stripe as StripeJs,
  StripeElements,
  StripePaymentElementChangeEvent,
} from "@stripe/stripe-js";
import { StrictMode, act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { KEYS, postForm, startServerProcess, type ServerProcess } from "./testing/http.js";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let server: ServerProcess;
let stripePromise: Promise<StripeJs | null>;
let root: Root | undefined;
let stripe: StripeJs | undefined;
let elements: StripeElements | undefined;
let changes: StripePaymentElementChangeEvent[] = [];
let ready = 0;

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

/** The control a visible <label> names, as a user (or getByLabelText) finds it. */
function field(label: string): HTMLInputElement | HTMLSelectElement | null {
  const found = [...document.querySelectorAll("label")].find((l) => l.textContent === label);
  if (!found) return null;
  const control = document.getElementById(found.htmlFor);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control : null;
}

function type(label: string, value: string): void {
  const control = field(label);
  if (!control) throw new Error(`no field labelled ${label}`);
  act(() => {
    control.focus();
    control.value = value;
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

function fill(number: string): void {
  type("Card number", number);
  type("Expiration date", `12${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  type("Security code", "123");
  type("ZIP code", "94107");
}

async function newIntent(amount = 5900): Promise<{ id: string; client_secret: string }> {
  const { body } = await postForm(
    `${server.url}/v1/payment_intents`,
    { amount: String(amount), currency: "usd", "automatic_payment_methods[enabled]": "true" },
    { Authorization: `Bearer ${KEYS.secretKey}` },
  );
  return body as { id: string; client_secret: string };
}

async function mount(clientSecret: string): Promise<void> {
  const container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  changes = [];
  ready = 0;
  elements = undefined;
  await act(async () => {
    root?.render(
      createElement(
        StrictMode,
        null,
        createElement(
          Elements,
          { stripe: stripePromise, options: { clientSecret, appearance: { theme: "stripe" } } },
          createElement(PaymentElement, {
            onChange: (event: StripePaymentElementChangeEvent) => changes.push(event),
            onReady: () => {
              ready += 1;
            },
          }),
          createElement(Capture),
        ),
      ),
    );
  });
  await until(() => elements && ready > 0 && field("Card number"), "Payment Element ready");
}

function confirm(): Promise<PaymentIntentResult> {
  if (!stripe || !elements) throw new Error("not mounted");
  return stripe.confirmPayment({
    elements,
    confirmParams: { return_url: "http://127.0.0.1/return" },
    redirect: "if_required",
  });
}

async function challenge(button: "Complete authentication" | "Fail authentication"): Promise<void> {
  const dialog = await until(() => document.querySelector<HTMLElement>('[role="dialog"]'), "3DS dialog");
  expect(dialog.querySelector("h2")?.textContent).toBe("Secure payment authentication");
  const target = [...dialog.querySelectorAll("button")].find((b) => b.textContent === button);
  act(() => target?.click());
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  server = await startServerProcess();
  new Function(await (await fetch(`${server.url}/js/stripe.js`)).text())();
  const { loadStripe } = await import("@stripe/stripe-js");
  stripePromise = loadStripe(KEYS.publishableKey);
}, 120_000);

afterEach(() => {
  if (root) act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

afterAll(async () => {
  await server?.close();
});

describe("Payment Element stand-in with @stripe/react-stripe-js", () => {
  it("renders one Payment Element with Stripe's labels; the postal field follows the country", async () => {
    await mount((await newIntent()).client_secret);
    expect(document.querySelectorAll('[data-stripe-local-element="payment"]')).toHaveLength(1);
    for (const label of ["Card number", "Expiration date", "Security code", "Country", "ZIP code"]) {
      expect(field(label), label).not.toBeNull();
    }
    expect(field("Country")?.value).toBe("US");
    expect(elements?.getElement("payment")).not.toBeNull();
    expect(elements?.getElement(PaymentElement)).toBe(elements?.getElement("payment"));
    type("Country", "GB");
    expect(field("ZIP code")).toBeNull();
    expect(field("Postal code")).not.toBeNull();
    type("Country", "DE");
    expect(field("Postal code")).toBeNull();
    type("Country", "US");
    fill("4242424242424242");
    expect(field("Card number")?.value).toBe("4242 4242 4242 4242");
    expect(changes.at(-1)).toMatchObject({
      elementType: "payment",
      complete: true,
      empty: false,
      value: { type: "card" },
    });
  });

  it("elements.submit() reports and shows incomplete fields in Stripe's words", async () => {
    await mount((await newIntent()).client_secret);
    const result = await act(() => (elements as StripeElements).submit());
    expect(result.error).toMatchObject({
      type: "validation_error",
      code: "incomplete_number",
      message: "Your card number is incomplete.",
    });
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent).filter(Boolean);
    expect(alerts).toEqual([
      "Your card number is incomplete.",
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
      "Your ZIP is incomplete.",
    ]);
    expect(field("Card number")?.getAttribute("aria-invalid")).toBe("true");
    fill("4242424242424242");
    expect(await act(() => (elements as StripeElements).submit())).toEqual({});
  });

  it("4242 succeeds with redirect: 'if_required' and no navigation; retrievePaymentIntent agrees", async () => {
    const intent = await newIntent();
    await mount(intent.client_secret);
    fill("4242 4242 4242 4242");
    const result = await confirm();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: "succeeded", amount: 5900 });
    const retrieved = await (stripe as StripeJs).retrievePaymentIntent(intent.client_secret);
    expect(retrieved.paymentIntent?.status).toBe("succeeded");
  });

  it("4000 0000 0000 0002 is declined in Stripe's words, then 4242 pays the same PaymentIntent", async () => {
    const intent = await newIntent();
    await mount(intent.client_secret);
    fill("4000 0000 0000 0002");
    const declined = await confirm();
    expect(declined.paymentIntent).toBeUndefined();
    expect(declined.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
    fill("4242 4242 4242 4242");
    const paid = await confirm();
    expect(paid.paymentIntent).toMatchObject({ id: intent.id, status: "succeeded" });
  });

  it("3-D Secure: a failed challenge resolves { error }, a completed one pays", async () => {
    const intent = await newIntent();
    await mount(intent.client_secret);
    fill("4000 0027 6000 3184");
    const failing = confirm();
    await challenge("Fail authentication");
    expect((await failing).error).toMatchObject({
      code: "payment_intent_authentication_failure",
      message:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    });
    const completing = confirm();
    await challenge("Complete authentication");
    expect((await completing).paymentIntent).toMatchObject({ id: intent.id, status: "succeeded" });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("needs a return_url unless redirect is 'if_required'", async () => {
    await mount((await newIntent()).client_secret);
    fill("4242424242424242");
    await expect(
      (stripe as StripeJs).confirmPayment({
        elements: elements as StripeElements,
        confirmParams: {},
      } as Parameters<StripeJs["confirmPayment"]>[0]),
    ).rejects.toThrow(
      "the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
    );
  });
});
