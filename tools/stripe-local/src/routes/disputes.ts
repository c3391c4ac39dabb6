/** `/v1/disputes`: list (by `charge`, `payment_intent`, `created`), retrieve, update (evidence) and close. */
import { rejectUnknownParams, withParamErrors } from "../params.js";
import { DISPUTE_LIST_PARAMS } from "../tables/parameters.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

export function disputeRoutes({ disputes }: AppServices): Route[] {
  return [
    {
      method: "GET",
      pattern: /^\/v1\/disputes$/,
      auth: "secret",
      run: ({ reader }) =>
        ok(
          withParamErrors(() => {
            rejectUnknownParams(reader, DISPUTE_LIST_PARAMS);
            const params = readListParams(reader);
            const charge = reader.nonEmptyString("charge");
            const paymentIntent = reader.nonEmptyString("payment_intent");
            return listPage({
              all: disputes.all(),
              filter: (d) =>
                (charge === undefined || d.charge === charge) &&
                (paymentIntent === undefined || d.payment_intent === paymentIntent),
              params,
              url: "/v1/disputes",
              objectName: "dispute",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/disputes\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(disputes.retrieve(idParam(m))),
    },
    {
      method: "POST",
      pattern: /^\/v1\/disputes\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(disputes.update(idParam(m), m.reader, m.ctx)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/disputes\/([^/]+)\/close$/,
      auth: "secret",
      run: (m) => ok(disputes.close(idParam(m), m.ctx)),
    },
  ];
}
