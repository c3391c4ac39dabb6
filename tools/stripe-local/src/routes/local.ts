/**
 * `/_local/*`: helpers for tests and development, no auth: health, the events and their delivery
 * attempts, resending and emitting events, a SEPA debit's or refund's outcome now, the webhook target,
 * the clock, and a reset.
 */
import { invalidRequest, resourceMissing } from "../errors.js";
import type { FormReader } from "../form-body.js";
import { withParamErrors } from "../params.js";
import type { EventRecord } from "../webhooks.js";
import { idParam, ok, type AppServices, type Route, type RouteMatch } from "./route.js";

export function summarizeRecord(record: EventRecord): Record<string, unknown> {
  return {
    id: record.event.id,
    type: record.event.type,
    created: record.event.created,
    object_id: record.object_id,
    status: record.status,
    deliveries: record.deliveries,
    attempts: record.attempts,
    event: record.event,
  };
}

function requiredType(reader: FormReader): string {
  const type = reader.nonEmptyString("type");
  if (type === undefined) throw invalidRequest("Missing required param: type.", "type", "parameter_missing");
  return type;
}

function eventRecord(app: AppServices, id: string): EventRecord {
  const record = app.dispatcher.get(id);
  if (!record) throw resourceMissing("event", id);
  return record;
}

function listLocalEvents({ dispatcher }: AppServices, reader: FormReader): unknown {
  const type = reader.string("type");
  const objectId = reader.string("payment_intent") ?? reader.string("object_id");
  const data = dispatcher
    .list()
    .filter(
      (r) =>
        (type === undefined || r.event.type === type) && (objectId === undefined || r.object_id === objectId),
    )
    .map(summarizeRecord);
  return { object: "list", webhook_url: dispatcher.url ?? null, data };
}

function emitForPaymentIntent(app: AppServices, match: RouteMatch): unknown {
  const id = idParam(match);
  const type = requiredType(match.reader);
  const paymentIntent = app.intents.get(id);
  if (!paymentIntent) throw resourceMissing("payment_intent", id);
  const event = app.newEvent(type, structuredClone(paymentIntent), {
    id: match.ctx.requestId,
    idempotency_key: null,
  });
  return summarizeRecord(app.dispatcher.dispatch(event, id));
}

function emitForRefund(app: AppServices, match: RouteMatch): unknown {
  const id = idParam(match);
  const type = requiredType(match.reader);
  const refund = app.refunds.get(id);
  if (!refund) throw resourceMissing("refund", id);
  // charge.refunded carries the Charge; every other refund event carries the Refund.
  const object = type === "charge.refunded" ? app.charges.get(refund.charge) : refund;
  const event = app.newEvent(type, structuredClone(object), {
    id: match.ctx.requestId,
    idempotency_key: null,
  });
  return summarizeRecord(app.dispatcher.dispatch(event, refund.payment_intent));
}

/** The PaymentIntent's pending debit (SEPA) gets the bank's answer now; the PaymentIntent after it. */
function settleDebit(app: AppServices, match: RouteMatch): unknown {
  const id = idParam(match);
  if (!app.intents.get(id)) throw resourceMissing("payment_intent", id);
  if (!app.intents.settleDebitNow(id)) {
    throw invalidRequest(`This PaymentIntent (${id}) has no debit waiting for the bank.`, "payment_intent");
  }
  return structuredClone(app.intents.get(id));
}

/** The pending SEPA refund succeeds now; the Refund after it. */
function settleRefund(app: AppServices, match: RouteMatch): unknown {
  const id = idParam(match);
  if (!app.refunds.get(id)) throw resourceMissing("refund", id);
  if (!app.refunds.settleNow(id)) throw invalidRequest(`This refund (${id}) is not pending.`, "refund");
  return structuredClone(app.refunds.get(id));
}

function setWebhookUrl({ dispatcher }: AppServices, reader: FormReader): unknown {
  const url = reader.string("url");
  if (url !== undefined && url !== "") {
    try {
      new URL(url);
    } catch {
      throw invalidRequest(`Invalid URL: ${url}`, "url");
    }
  }
  dispatcher.url = url === undefined || url === "" ? undefined : url;
  return { webhook_url: dispatcher.url ?? null };
}

function clockState({ clock }: AppServices): unknown {
  return { object: "clock", now: clock.now(), frozen: clock.frozen !== null };
}

/** `now=<unix seconds>` sets (and stops) the clock, `advance=<seconds>` moves it, `now=` frees it. */
function setClock(app: AppServices, reader: FormReader): unknown {
  return withParamErrors(() => {
    if (reader.has("now") && reader.has("advance")) {
      throw invalidRequest("You may only specify one of these parameters: advance, now.", "advance");
    }
    if (reader.has("now")) {
      const now = reader.string("now") === "" ? undefined : reader.integer("now");
      if (now === undefined) app.clock.reset();
      else if (now < 0) throw invalidRequest("This value must be greater than or equal to 0.", "now");
      else app.clock.set(now);
    } else if (reader.has("advance")) {
      app.clock.advance(reader.integer("advance") ?? 0);
    } else {
      throw invalidRequest("Missing required param: now (or advance).", "now", "parameter_missing");
    }
    // What became due on the new time happens now (SEPA outcomes "after at least three minutes").
    app.intents.settleDue();
    app.refunds.settleDue();
    return clockState(app);
  });
}

function reset(app: AppServices): unknown {
  app.intents.reset();
  app.refunds.reset();
  app.disputes.reset();
  app.charges.reset();
  app.balance.reset();
  app.paymentMethods.reset();
  app.dispatcher.clear();
  app.idempotency.clear();
  app.clock.reset();
  return { ok: true };
}

export function localRoutes(app: AppServices): Route[] {
  const route = (method: Route["method"], pattern: RegExp, run: Route["run"]): Route => ({
    method,
    pattern,
    auth: "none",
    run,
  });
  return [
    route("GET", /^\/_local\/health$/, () => ok({ ok: true })),
    route("GET", /^\/_local\/events$/, ({ reader }) => ok(listLocalEvents(app, reader))),
    route("GET", /^\/_local\/events\/([^/]+)$/, (m) => ok(summarizeRecord(eventRecord(app, idParam(m))))),
    route("POST", /^\/_local\/events\/([^/]+)\/resend$/, (m) => {
      const record = app.dispatcher.resend(idParam(m));
      if (!record) throw resourceMissing("event", idParam(m));
      return ok(summarizeRecord(record));
    }),
    route("POST", /^\/_local\/payment_intents\/([^/]+)\/emit$/, (m) => ok(emitForPaymentIntent(app, m))),
    route("POST", /^\/_local\/refunds\/([^/]+)\/emit$/, (m) => ok(emitForRefund(app, m))),
    route("POST", /^\/_local\/payment_intents\/([^/]+)\/settle$/, (m) => ok(settleDebit(app, m))),
    route("POST", /^\/_local\/refunds\/([^/]+)\/settle$/, (m) => ok(settleRefund(app, m))),
    route("POST", /^\/_local\/disputes\/([^/]+)\/deadline$/, (m) => {
      const dueBy = m.reader.integer("due_by");
      if (dueBy === undefined)
        throw invalidRequest("Missing required param: due_by.", "due_by", "parameter_missing");
      return ok(app.disputes.setDeadline(idParam(m), dueBy, m.ctx));
    }),
    route("POST", /^\/_local\/webhook$/, ({ reader }) => ok(setWebhookUrl(app, reader))),
    route("GET", /^\/_local\/clock$/, () => ok(clockState(app))),
    route("POST", /^\/_local\/clock$/, ({ reader }) => ok(setClock(app, reader))),
    route("POST", /^\/_local\/reset$/, () => ok(reset(app))),
  ];
}
