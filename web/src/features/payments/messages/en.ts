/** The payment page's words in English: today's texts (spec §2, §8). */
export const messages = {
  "screen.hello": "Hello, {name}",
  "screen.payFor": "Pay for {names}",
  "screen.alreadyPaid": "This {what, select, purchase {purchase} other {order}} is already paid.",
  "screen.cancelled":
    "This {what, select, purchase {purchase} other {order}} was cancelled and cannot be paid.",
  "screen.expired": "This order expired and its pieces went back to stock; please order again.",
  "screen.transaction": "Transaction id:",
  "screen.back": "Back to my purchases",
  "screen.tryAgain": "Try again",
  "screen.loadingForm": "Loading the payment form",
  "screen.title": "Payment",
  "screen.stripeFailed": "Card payments could not be loaded. Please reload the page.",
  "form.failed": "The payment could not be completed. Please try again.",
  "form.check": "Check your payment details.",
  "form.anotherMethod": "Your payment could not be completed. Please try another method.",
  "form.processing": "Your payment is still being processed. Check your purchases again in a moment.",
  "form.paying": "Paying…",
  "form.pay": "Pay",
  "success.title": "Payment Success!",
  "success.text": "Congrats! Your payment is confirmed",
  "route.loadingPurchase": "Loading your purchase",
  "route.noOrder": "This purchase has no order to pay",
  "route.loadingOrder": "Loading your order",
  "return.waiting": "We are waiting for your bank",
  "return.waitingText":
    "Your bank takes a few days to transfer the money. We keep your pieces meanwhile and email you once it has arrived.",
  "return.failed": "The payment did not go through: try again or choose another method",
  "return.checking": "Checking your payment…",
  "return.closed": "This order can no longer be paid.",
};

export type PaymentsKey = keyof typeof messages;
export type Messages = Record<PaymentsKey, string>;
