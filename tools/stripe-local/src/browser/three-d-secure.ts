/** The simulated 3-D Secure challenge: an accessible modal dialog with two outcomes. */
import type { PaymentIntentLike } from "./api.js";
import { ZERO_DECIMAL_CURRENCIES } from "./zero-decimal-currencies.js";

export type ChallengeOutcome = "succeed" | "fail";

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
      ZERO_DECIMAL_CURRENCIES.has(currency) ? amount : amount / 100,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

interface ChallengeDialog {
  overlay: HTMLElement;
  dialog: HTMLElement;
  complete: HTMLButtonElement;
  fail: HTMLButtonElement;
}

function buildDialog(paymentIntent: PaymentIntentLike): ChallengeDialog {
  const overlay = document.createElement("div");
  overlay.setAttribute("data-stripe-local-3ds", "");
  overlay.style.cssText =
    "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,0.55);display:flex;align-items:center;justify-content:center;";
  const dialog = document.createElement("div");
  const titleId = `stripe-local-3ds-title-${paymentIntent.id}`;
  const descId = `stripe-local-3ds-desc-${paymentIntent.id}`;
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  dialog.setAttribute("aria-labelledby", titleId);
  dialog.setAttribute("aria-describedby", descId);
  dialog.style.cssText =
    "background:#fff;color:#1a1a1a;max-width:24rem;width:calc(100% - 2rem);padding:1.5rem;border-radius:8px;font:16px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,0.4);";
  const title = document.createElement("h2");
  title.id = titleId;
  title.textContent = "Secure payment authentication";
  title.style.cssText = "margin:0 0 0.5rem;font-size:1.25rem;";
  const badge = document.createElement("p");
  badge.textContent = "Test 3-D Secure";
  badge.style.cssText = "margin:0 0 0.5rem;font-weight:600;";
  const desc = document.createElement("p");
  desc.id = descId;
  desc.textContent = `This simulated challenge (stripe-local) authenticates a payment of ${formatMoney(
    paymentIntent.amount,
    paymentIntent.currency,
  )}. Choose an outcome.`;
  desc.style.cssText = "margin:0 0 1rem;";
  const actions = document.createElement("div");
  actions.style.cssText = "display:flex;gap:0.75rem;flex-wrap:wrap;";
  const complete = document.createElement("button");
  complete.type = "button";
  complete.textContent = "Complete authentication";
  complete.style.cssText =
    "padding:0.5rem 1rem;background:#0a5c36;color:#fff;border:0;border-radius:4px;font:inherit;cursor:pointer;";
  const fail = document.createElement("button");
  fail.type = "button";
  fail.textContent = "Fail authentication";
  fail.style.cssText =
    "padding:0.5rem 1rem;background:#fff;color:#8a1c1c;border:1px solid #8a1c1c;border-radius:4px;font:inherit;cursor:pointer;";
  actions.append(complete, fail);
  dialog.append(title, badge, desc, actions);
  overlay.appendChild(dialog);
  return { overlay, dialog, complete, fail };
}

export function showChallenge(paymentIntent: PaymentIntentLike): Promise<ChallengeOutcome> {
  return new Promise((resolve) => {
    const previouslyFocused = document.activeElement;
    const { overlay, dialog, complete, fail } = buildDialog(paymentIntent);

    let done = false;
    const finish = (outcome: ChallengeOutcome): void => {
      if (done) return;
      done = true;
      complete.disabled = true;
      fail.disabled = true;
      document.removeEventListener("keydown", onKeydown, true);
      overlay.remove();
      if (previouslyFocused instanceof HTMLElement) {
        try {
          previouslyFocused.focus();
        } catch {
          // The page may have removed it.
        }
      }
      resolve(outcome);
    };
    const onKeydown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        event.preventDefault();
        finish("fail");
        return;
      }
      if (event.key === "Tab") {
        // Keep focus inside the dialog.
        if (event.shiftKey && document.activeElement === complete) {
          event.preventDefault();
          fail.focus();
        } else if (!event.shiftKey && document.activeElement === fail) {
          event.preventDefault();
          complete.focus();
        } else if (!dialog.contains(document.activeElement)) {
          event.preventDefault();
          complete.focus();
        }
      }
    };
    complete.addEventListener("click", () => finish("succeed"));
    fail.addEventListener("click", () => finish("fail"));
    document.addEventListener("keydown", onKeydown, true);
    (document.body ?? document.documentElement).appendChild(overlay);
    complete.focus();
  });
}
