import type { Stripe } from "@stripe/stripe-js";
import { useQuery } from "@tanstack/react-query";
import { paymentKeys } from "./query-keys";

/** What Stripe says of the PaymentIntent the customer came back with (not the URL's redirect_status). */
export type ReturnedIntent = { status: string; id: string };

/** Stripe.js' `retrievePaymentIntent` for the client secret Stripe put in the return URL. */
export async function getReturnedPaymentIntent(
  stripe: Stripe,
  clientSecret: string,
): Promise<ReturnedIntent> {
  const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
  if (!paymentIntent)
    throw new Error(error?.message ?? "Your payment could not be checked. Please reload the page.");
  return { status: paymentIntent.status, id: paymentIntent.id };
}

/** Asked again with the order (`version`: the order's last update) while the order is unpaid. */
export function useReturnedPaymentIntent(stripe: Stripe, clientSecret: string, version: number) {
  return useQuery({
    queryKey: [...paymentKeys.returnedIntent(clientSecret.split("_secret_")[0] ?? ""), version],
    queryFn: () => getReturnedPaymentIntent(stripe, clientSecret),
    staleTime: 0,
    retry: 2,
  });
}
