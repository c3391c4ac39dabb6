/** `/v1/balance_transactions`: list (by `created`, `source`, `type`) and retrieve. */
import { resourceMissing } from "../errors.js";
import { rejectUnknownParams, withParamErrors } from "../params.js";
import { BALANCE_TRANSACTION_LIST_PARAMS } from "../tables/parameters.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

export function balanceTransactionRoutes({ balance }: AppServices): Route[] {
  return [
    {
      method: "GET",
      pattern: /^\/v1\/balance_transactions$/,
      auth: "secret",
      run: ({ reader }) =>
        ok(
          withParamErrors(() => {
            rejectUnknownParams(reader, BALANCE_TRANSACTION_LIST_PARAMS);
            const params = readListParams(reader);
            const source = reader.nonEmptyString("source");
            const type = reader.nonEmptyString("type");
            return listPage({
              all: balance.all(),
              filter: (t) =>
                (source === undefined || t.source === source) && (type === undefined || t.type === type),
              params,
              url: "/v1/balance_transactions",
              objectName: "balance_transaction",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/balance_transactions\/([^/]+)$/,
      auth: "secret",
      run: (m) => {
        const transaction = balance.get(idParam(m));
        if (!transaction) throw resourceMissing("balance_transaction", idParam(m));
        return ok(structuredClone(transaction));
      },
    },
  ];
}
