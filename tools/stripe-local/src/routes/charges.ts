/** `/v1/charges`: list (optionally by `payment_intent`) and retrieve. */
import { resourceMissing } from "../errors.js";
import { withParamErrors } from "../params.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

export function chargeRoutes({ charges }: AppServices): Route[] {
  return [
    {
      method: "GET",
      pattern: /^\/v1\/charges$/,
      auth: "secret",
      run: ({ reader }) =>
        ok(
          withParamErrors(() => {
            const params = readListParams(reader);
            const paymentIntent = reader.nonEmptyString("payment_intent");
            return listPage({
              all: charges.all(),
              filter: (c) => paymentIntent === undefined || c.payment_intent === paymentIntent,
              params,
              url: "/v1/charges",
              objectName: "charge",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/charges\/([^/]+)$/,
      auth: "secret",
      run: (m) => {
        const charge = charges.get(idParam(m));
        if (!charge) throw resourceMissing("charge", idParam(m));
        return ok(structuredClone(charge));
      },
    },
  ];
}
