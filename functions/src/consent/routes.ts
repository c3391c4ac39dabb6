/** Consent's REST endpoints (issue 50): thin handlers (parse → authorise → service → respond). */
import express, { type RequestHandler, type Router } from "express";
import {
  consentTokenQuerySchema,
  consentUpdateSchema,
  oneClickBodySchema,
  type ConsentAnswer,
} from "@shop/domain";
import { caller, requireUser } from "../platform/http/auth.js";
import { parseBody, parseQuery } from "../platform/http/input.js";
import { limitPerAccount, limitPerAddress } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { shopUrl } from "../platform/config.js";
import { confirmQuestionPage, confirmedPage } from "./confirm-page.js";
import { chooseConsent, confirmConsent, readConfirmLink, readConsent, unsubscribe } from "./consent.js";

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

/**
 * GET /consent/confirm?token= (the mail's link) → a page asking to confirm, with a 'Confirm'
 * button; changes nothing (mail scanners fetch links).
 */
const confirmQuestionHandler: RequestHandler = async (req, res) => {
  const { token } = parseQuery(req, consentTokenQuerySchema);
  const state = await readConfirmLink(token);
  const home = `${shopUrl()}/`;
  res.type("text/html").send(state === "pending" ? confirmQuestionPage(token, home) : confirmedPage(home));
};

/** POST /consent/confirm?token= (the page's button) → confirmed, a page saying so; again: the same. */
const confirmHandler: RequestHandler = async (req, res) => {
  const { token } = parseQuery(req, consentTokenQuerySchema);
  await confirmConsent(token);
  res.type("text/html").send(confirmedPage(`${shopUrl()}/`));
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
  r.get("/consent/confirm", limitPerAddress(LIMITS.consentLinks), confirmQuestionHandler);
  r.post("/consent/confirm", limitPerAddress(LIMITS.consentLinks), confirmHandler);
  r.post(
    "/consent/unsubscribe",
    limitPerAddress(LIMITS.consentLinks),
    express.urlencoded({ extended: false, limit: "1kb" }),
    unsubscribeHandler,
  );
}
