/** `/v1/payment_intents`: create, list, retrieve, update, confirm, cancel, and the local 3-D Secure step. */
import type { FormReader } from "../form-body.js";
import { rejectUnknownParams, withParamErrors } from "../params.js";
import { PAYMENT_INTENT_LIST_PARAMS } from "../tables/parameters.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

function listPaymentIntents({ intents }: AppServices, reader: FormReader): unknown {
  return withParamErrors(() => {
    rejectUnknownParams(reader, PAYMENT_INTENT_LIST_PARAMS);
    const params = readListParams(reader);
    const customer = reader.nonEmptyString("customer");
    return listPage({
      all: intents.all(),
      filter: (pi) => customer === undefined || pi.customer === customer,
      params,
      url: "/v1/payment_intents",
      objectName: "payment_intent",
    });
  });
}

export function paymentIntentRoutes(app: AppServices): Route[] {
  const { intents } = app;
  return [
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents$/,
      auth: "secret",
      run: ({ reader, ctx }) => ok(intents.create(reader, ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_intents$/,
      auth: "secret",
      run: ({ reader }) => ok(listPaymentIntents(app, reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      auth: "secret-or-publishable",
      run: (m) => ok(intents.view(intents.retrieve(idParam(m), m.reader, m.ctx), m.ctx.auth)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(intents.update(idParam(m), m.reader)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      auth: "secret-or-publishable",
      run: (m) => ok(intents.view(intents.confirm(idParam(m), m.reader, m.ctx), m.ctx.auth)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      auth: "secret",
      run: (m) => ok(intents.cancel(idParam(m), m.reader, m.ctx)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/three_d_secure$/,
      auth: "secret-or-publishable",
      run: (m) => ok(intents.view(intents.completeThreeDSecure(idParam(m), m.reader, m.ctx), m.ctx.auth)),
    },
  ];
}
