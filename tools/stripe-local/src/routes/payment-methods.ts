/** `/v1/payment_methods`: create (Stripe.js does, with the publishable key) and retrieve. */
import { idParam, ok, type AppServices, type Route } from "./route.js";

export function paymentMethodRoutes({ paymentMethods }: AppServices): Route[] {
  return [
    {
      method: "POST",
      pattern: /^\/v1\/payment_methods$/,
      auth: "secret-or-publishable",
      run: ({ reader }) => ok(paymentMethods.create(reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(paymentMethods.retrieve(idParam(m))),
    },
  ];
}
