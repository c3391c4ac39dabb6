/**
 * Browser stand-in for Stripe.js (`GET /js/stripe.js`), covering what `@stripe/react-stripe-js`
 * v7 (`<Elements>`, `<CardElement>`, `useStripe`, `useElements`) and a card payment page use.
 *
 * No iframes: Elements mount ordinary labelled inputs so browser tests can type into them. API
 * calls go to the stripe-local origin that served the script (from `document.currentScript.src`,
 * with the server's own URL as fallback), using the publishable key as the `key` form field like
 * Stripe.js, so requests are CORS "simple requests" (no preflight).
 *
 * The server bundles this module with esbuild (see ../stripe-js-bundle.ts) and wraps it in a
 * function whose parameter `__STRIPE_LOCAL_ORIGIN__` is that fallback.
 */
import { StripeLocalApi } from "./api.js";
import { createStripe, type StripeFactory } from "./stripe-instance.js";

declare const __STRIPE_LOCAL_ORIGIN__: string;

function scriptOrigin(fallback: string): string {
  try {
    const current = document.currentScript;
    if (current instanceof HTMLScriptElement && current.src) {
      return new URL(current.src, window.location.href).origin;
    }
  } catch {
    // fall through
  }
  return fallback;
}

if (typeof window !== "undefined") {
  const api = new StripeLocalApi(scriptOrigin(__STRIPE_LOCAL_ORIGIN__));
  // A function (not an arrow) so that `new Stripe(key)` works too, as with Stripe.js.
  const Stripe: StripeFactory = Object.assign(
    function Stripe(publishableKey: unknown, options?: Record<string, unknown>) {
      return createStripe(api, publishableKey, options);
    },
    { version: "endive", stripeLocal: true as const },
  );
  // Not `window.Stripe = …`: @stripe/stripe-js types that global as the real Stripe.js.
  Object.assign(window, { Stripe });
}
