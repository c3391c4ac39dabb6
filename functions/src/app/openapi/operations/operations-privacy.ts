/** The privacy area's operations (issue 50): a customer's data as a file, and their erasure. */
import { z } from "zod";
import {
  MARKETING_STATES,
  consentTokenQuerySchema,
  consentUpdateSchema,
  documentIdSchema,
  oneClickBodySchema,
  personalDataExportSchema,
} from "@shop/domain";
import { json, type Operation } from "./operation.js";

const exportFile = personalDataExportSchema.meta({ id: "PersonalDataExport" });
const erasure = z.object({ erasureId: z.string(), state: z.enum(["running", "done"]) }).meta({
  id: "ErasureAnswer",
  description: "done, or running while a failed step waits for the sweep to retry it",
});
const consent = z
  .object({ marketing: z.enum(MARKETING_STATES), changedAt: z.number().nullable() })
  .meta({ id: "ConsentAnswer", description: "Consent to marketing mail (double opt-in)" });
const uidPath = z.object({ uid: documentIdSchema("User id is not valid") });

export const PRIVACY: Operation[] = [
  {
    method: "get",
    path: "/users/me/export",
    area: "privacy",
    summary: "Everything the shop holds on the caller, as a JSON file (format gimbal-shop.personal-data/1)",
    access: "user",
    ok: json(exportFile, "The caller's data (Content-Disposition: attachment)"),
    errors: [429],
  },
  {
    method: "delete",
    path: "/users/me",
    area: "privacy",
    summary:
      "Erase the caller's account (signed in within 5 minutes; 409 naming an unpaid or processing order, an open return or a dispute)",
    access: "user",
    ok: json(erasure, "Erased (or erasing: the sweep finishes it)"),
    errors: [409, 429],
  },
  {
    method: "get",
    path: "/users/:uid/export",
    area: "privacy",
    summary: "A customer's data as a JSON file, for their request",
    access: "admin",
    params: uidPath,
    ok: json(exportFile, "The customer's data"),
    errors: [404, 429],
  },
  {
    method: "delete",
    path: "/users/:uid",
    area: "privacy",
    summary: "Erase a customer's account on their request (409 as for DELETE /users/me)",
    access: "admin",
    params: uidPath,
    ok: json(erasure, "Erased (or erasing: the sweep finishes it)"),
    errors: [404, 409],
  },
];

/** Consent to marketing mail (issue 50): the box on sign-up and the profile, and the mails' links. */
export const CONSENT: Operation[] = [
  {
    method: "get",
    path: "/users/me/consent",
    area: "consent",
    summary: "The caller's consent to marketing mail",
    access: "user",
    ok: json(consent, "none, pending (the confirmation link is mailed), confirmed or withdrawn"),
  },
  {
    method: "put",
    path: "/users/me/consent",
    area: "consent",
    summary: "Tick (a confirmation link is mailed: double opt-in) or untick 'Send me news and offers'",
    access: "user",
    body: consentUpdateSchema,
    ok: json(consent, "The consent as it is now"),
    errors: [429],
  },
  {
    method: "get",
    path: "/consent/confirm",
    area: "consent",
    summary:
      "The confirmation mail's link: a page with a 'Confirm' button (POSTs the same address); changes nothing",
    access: "public",
    query: consentTokenQuerySchema,
    ok: {
      status: 200,
      file: "text/html",
      description: "The question and its Confirm button, or a page saying it is already confirmed",
    },
    errors: [404, 429],
  },
  {
    method: "post",
    path: "/consent/confirm",
    area: "consent",
    summary:
      "The confirmation page's button: confirms the consent (double opt-in) and sends the first marketing mail; again: changes nothing",
    access: "public",
    query: consentTokenQuerySchema,
    ok: { status: 200, file: "text/html", description: "A page saying it is confirmed" },
    errors: [404, 429],
  },
  {
    method: "post",
    path: "/consent/unsubscribe",
    area: "consent",
    summary:
      "RFC 8058 one-click withdrawal (every marketing mail's List-Unsubscribe; form body List-Unsubscribe=One-Click)",
    access: "public",
    query: consentTokenQuerySchema,
    body: oneClickBodySchema,
    ok: json(consent, "Withdrawn (again: the same answer)"),
    errors: [404, 429],
  },
];
