/** `/v1/tax/calculations` (create, retrieve, line items) and `/v1/tax/transactions` (from a calculation, reversals, retrieve, line items). */
import type { AppServices, Route } from "./route.js";
import { idParam, ok } from "./route.js";

export function taxRoutes({ taxCalculations, taxTransactions }: AppServices): Route[] {
  return [
    {
      method: "POST",
      pattern: /^\/v1\/tax\/calculations$/,
      auth: "secret",
      run: ({ reader }) => ok(taxCalculations.create(reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax\/calculations\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(taxCalculations.view(taxCalculations.get(idParam(m)), m.reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax\/calculations\/([^/]+)\/line_items$/,
      auth: "secret",
      run: (m) => {
        const calc = taxCalculations.get(idParam(m));
        return ok({
          object: "list",
          data: calc.line_items?.data ?? [],
          has_more: false,
          url: `/v1/tax/calculations/${calc.id}/line_items`,
        });
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/tax\/transactions\/create_from_calculation$/,
      auth: "secret",
      run: ({ reader }) => ok(taxTransactions.createFromCalculation(reader)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/tax\/transactions\/create_reversal$/,
      auth: "secret",
      run: ({ reader }) => ok(taxTransactions.createReversal(reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax\/transactions\/([^/]+)\/line_items$/,
      auth: "secret",
      run: (m) => ok(taxTransactions.lineItems(idParam(m))),
    },
    {
      method: "GET",
      pattern: /^\/v1\/tax\/transactions\/([^/]+)$/,
      auth: "secret",
      run: (m) => ok(taxTransactions.retrieve(idParam(m), m.reader)),
    },
  ];
}
