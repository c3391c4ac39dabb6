/**
 * Stripe.js, loaded only by the payment screen. Production: `loadStripe` injects Stripe's own
 * script. With the emulators the local server's Stripe.js stand-in is injected first and
 * `loadStripe` then uses the `window.Stripe` it defined; that branch is compiled out of
 * production builds (VITE_USE_EMULATORS is a build-time constant).
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { env } from "@/config/env";

let stripePromise: Promise<Stripe | null> | undefined;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-stripe-stand-in]`);
    if (existing && "Stripe" in window) {
      resolve();
      return;
    }
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.stripeStandIn = "true";
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error("Card payments could not be loaded. Please reload the page."));
    };
    document.head.appendChild(script);
  });
}

async function load(): Promise<Stripe | null> {
  if (import.meta.env.VITE_USE_EMULATORS === "true" && env.stripe.standInScriptUrl) {
    await injectScript(env.stripe.standInScriptUrl);
  }
  return loadStripe(env.stripe.publishableKey);
}

/** The Stripe instance (one per page load). A failed load may be retried. */
export function getStripe(): Promise<Stripe | null> {
  stripePromise ??= load().catch((err: unknown) => {
    stripePromise = undefined;
    throw err;
  });
  return stripePromise;
}
