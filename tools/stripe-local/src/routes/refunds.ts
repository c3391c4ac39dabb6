/** `/v1/refunds`: create, list (by `payment_intent`, `charge`, `created`) and retrieve. */
import type { FormReader } from "../form-body.js";
import { rejectUnknownParams, withParamErrors } from "../params.js";
import { REFUND_LIST_PARAMS } from "../tables/parameters.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

function listRefunds({ refunds }: AppServices, reader: FormReader): unknown {
  return withParamErrors(() => {
    rejectUnknownParams(reader, REFUND_LIST_PARAMS);
    const params = readListParams(reader);
    const paymentIntent = reader.nonEmptyString("payment_intent");
    const charge = reader.nonEmptyString("charge");
    return listPage({
      all: refunds.all(),
      filter: (r) =>
        (paymentIntent === undefined || r.payment_intent === paymentIntent) &&
        (charge === undefined || r.charge === charge),
      params,
      url: "/v1/refunds",
      objectName: "refund",
    });
  });
}

export function refundRoutes(app: AppServices): Route[] {
  const { refunds } = app;
  return [
    {
      method: "POST",
      pattern: /^\/v1\/refunds$/,
      auth: "secret",
      run: ({ reader, ctx }) => ok(refunds.create(reader, ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/refunds$/,
      auth: "secret",
      run: ({ reader }) => ok(listRefunds(app, reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(refunds.retrieve(idParam(m))),
    },
  ];
}
