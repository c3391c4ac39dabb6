/**
 * `/_local/bank_redirect/:id`: the bank's page an iDEAL or Bancontact PaymentIntent redirects to,
 * as Stripe's test mode shows it: 'Authorize test payment' and 'Fail test payment'. GET shows it;
 * POST (`outcome=authorize|fail`, `client_secret`) settles the PaymentIntent and answers 303 to the
 * `return_url` with `payment_intent`, `payment_intent_client_secret` and `redirect_status`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError } from "../errors.js";
import { FormReader } from "../form-body.js";
import type { PaymentIntent, RequestContext } from "../payment-intent-types.js";
import { readBody, requestParams } from "./request.js";
import { send } from "./response.js";

export const BANK_REDIRECT_PATH = /^\/_local\/bank_redirect\/([^/]+)$/;

export interface BankRedirectDeps {
  find(id: string): PaymentIntent | undefined;
  complete(id: string, reader: FormReader, ctx: RequestContext): string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1rem}</style>
</head><body>${body}</body></html>`;
}

function testPage(pi: PaymentIntent, clientSecret: string): string {
  const amount = `${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}`;
  const button = (outcome: string, label: string) =>
    `<form method="post"><input type="hidden" name="client_secret" value="${escape(clientSecret)}">` +
    `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return page(
    "Test payment page",
    `<h1>Test payment page</h1><p>stripe-local: this page stands in for the customer's bank.</p>` +
      `<p>${escape(amount)} (${escape(pi.id)})</p>` +
      button("authorize", "Authorize test payment") +
      button("fail", "Fail test payment"),
  );
}

/** Answers the test page (GET) or its buttons (POST). */
export async function serveBankRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: BankRedirectDeps,
  ctx: RequestContext,
): Promise<void> {
  const id = decodeURIComponent(BANK_REDIRECT_PATH.exec(url.pathname)?.[1] ?? "");
  const method = (req.method ?? "GET").toUpperCase();
  const html = (status: number, body: string) => send(req, res, status, body, "text/html; charset=utf-8");
  const pi = deps.find(id);
  if (!pi) return html(404, page("Not found", `<h1>No such payment_intent: ${escape(id)}</h1>`));
  if (method === "GET") return html(200, testPage(pi, url.searchParams.get("client_secret") ?? ""));
  const reader = new FormReader(requestParams(req, url.search, await readBody(req), true));
  try {
    const back = deps.complete(id, reader, ctx);
    res.writeHead(303, { Location: back, "Content-Length": "0", "Cache-Control": "no-store" });
    res.end();
  } catch (error) {
    const message = error instanceof StripeApiError ? error.error.message : String(error);
    html(
      400,
      page(
        "Test payment page",
        `<h1>This payment cannot be settled here</h1><p>${escape(String(message))}</p>`,
      ),
    );
  }
}
