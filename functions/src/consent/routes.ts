/** Consent's REST endpoints (issue 50): thin handlers (parse → authorise → service → respond). */
import express, { type RequestHandler, type Router } from "express";
import {
  CONSENT_TEXT,
  consentTokenQuerySchema,
  consentUpdateSchema,
  escapeHtml,
  oneClickBodySchema,
  type ConsentAnswer,
} from "@shop/domain";
import { caller, requireUser } from "../platform/http/auth.js";
import { parseBody, parseQuery } from "../platform/http/input.js";
import { limitPerAccount, limitPerAddress } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { shopUrl } from "../platform/config.js";
import { chooseConsent, confirmConsent, readConsent, unsubscribe } from "./consent.js";

/** GET /users/me/consent → the caller's consent to marketing mail. */
const ownConsentHandler: RequestHandler = async (_req, res) => {
  res
    .set("Cache-Control", "private, no-store")
    .json((await readConsent(caller(res).uid)) satisfies ConsentAnswer);
};

/** PUT /users/me/consent { marketing } → ticked: pending until the mailed link; unticked: withdrawn. */
const chooseConsentHandler: RequestHandler = async (req, res) => {
  const { marketing } = parseBody(req, consentUpdateSchema);
  res.json((await chooseConsent(caller(res), marketing)) satisfies ConsentAnswer);
};

/** GET /consent/confirm?token= → a small page saying the news and offers are confirmed. */
const confirmHandler: RequestHandler = async (req, res) => {
  const { token } = parseQuery(req, consentTokenQuerySchema);
  await confirmConsent(token);
  const home = escapeHtml(`${shopUrl()}/`);
  res
    .type("text/html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${CONSENT_TEXT.confirmed}</title></head>` +
        `<body><h1>${CONSENT_TEXT.confirmed}</h1><p><a href="${home}">Back to the shop</a></p></body></html>`,
    );
};

/** POST /consent/unsubscribe?token= (body List-Unsubscribe=One-Click, RFC 8058) → withdrawn. */
const unsubscribeHandler: RequestHandler = async (req, res) => {
  const { token } = parseQuery(req, consentTokenQuerySchema);
  parseBody(req, oneClickBodySchema);
  res.json((await unsubscribe(token)) satisfies ConsentAnswer);
};

export function consentRoutes(r: Router): void {
  r.get("/users/me/consent", requireUser, ownConsentHandler);
  r.put("/users/me/consent", requireUser, limitPerAccount(LIMITS.accountWrites), chooseConsentHandler);
  r.get("/consent/confirm", limitPerAddress(LIMITS.consentLinks), confirmHandler);
  r.post(
    "/consent/unsubscribe",
    limitPerAddress(LIMITS.consentLinks),
    express.urlencoded({ extended: false, limit: "1kb" }),
    unsubscribeHandler,
  );
}
