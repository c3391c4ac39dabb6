/** `/v1/customers` (create, retrieve, delete), their tax IDs, and the top-level `/v1/tax_ids` (owner: a customer). */
import { missingParam } from "../errors.js";
import { rejectUnknownParams, withParamErrors } from "../params.js";
import { LIST_PARAMS, TAX_ID_LIST_PARAMS } from "../tables/parameters.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

const CUSTOMER_TAX_ID_LIST_PARAMS = new Set(LIST_PARAMS);

export function customerRoutes({ customers }: AppServices): Route[] {
  return [
    {
      method: "POST",
      pattern: /^\/v1\/customers$/,
      auth: "secret",
      run: ({ reader }) => ok(customers.create(reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/customers\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(customers.retrieve(idParam(m))),
    },
    {
      method: "DELETE",
      pattern: /^\/v1\/customers\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(customers.del(idParam(m))),
    },
    {
      method: "POST",
      pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
      auth: "secret",
      run: (m) => ok(customers.createTaxId(idParam(m), m.reader, m.ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
      auth: "secret",
      run: (m) =>
        ok(
          withParamErrors(() => {
            rejectUnknownParams(m.reader, CUSTOMER_TAX_ID_LIST_PARAMS);
            const id = idParam(m);
            return listPage({
              all: customers.taxIdsOf(id),
              params: readListParams(m.reader),
              url: `/v1/customers/${id}/tax_ids`,
              objectName: "tax_id",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/customers\/([^/]+)\/tax_ids\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(customers.retrieveTaxId(m.params[1] ?? "", idParam(m))),
    },
    {
      method: "POST",
      pattern: /^\/v1\/tax_ids$/,
      auth: "secret",
      run: (m) => ok(customers.createTaxId(undefined, m.reader, m.ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax_ids$/,
      auth: "secret",
      run: ({ reader }) =>
        ok(
          withParamErrors(() => {
            rejectUnknownParams(reader, TAX_ID_LIST_PARAMS);
            const customer = reader.object("owner")?.nonEmptyString("customer");
            if (!customer) throw missingParam("owner[customer]");
            return listPage({
              all: customers.taxIdsOf(customer),
              params: readListParams(reader),
              url: "/v1/tax_ids",
              objectName: "tax_id",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax_ids\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(customers.retrieveTaxId(idParam(m))),
    },
  ];
}
