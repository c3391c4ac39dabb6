/**
 * Consent to marketing mail (issue 50): ticking the box mails a confirmation link (double opt-in);
 * following it confirms and sends the first marketing mail; one click (the List-Unsubscribe POST)
 * or unticking withdraws. Each change and its mail are written together.
 */
import { randomBytes } from "node:crypto";
import {
  CONSENT_PATHS,
  CONSENT_TEXT,
  consentAfterChoice,
  consentAfterConfirm,
  consentAfterUnsubscribe,
  consentAnswer,
  confirmLinkState,
  consentConfirmMail,
  marketingWelcomeMail,
  type ConsentAnswer,
  type ConsentRecord,
} from "@shop/domain";
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { queueMail, queueMarketingMail } from "../mail/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { shopUrl } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { consentsCol } from "./data.js";

/** 32 url-safe characters (consentTokenQuerySchema). */
const newToken = () => randomBytes(24).toString("base64url");

/** GET /users/me/consent. */
export async function readConsent(uid: string): Promise<ConsentAnswer> {
  return consentAnswer((await readDoc(consentsCol.doc(uid))).data());
}

/** PUT /users/me/consent: the box ticked (a confirmation mail) or unticked (withdrawn). */
export async function chooseConsent(c: Caller, want: boolean): Promise<ConsentAnswer> {
  const ref = consentsCol.doc(c.uid);
  return inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data();
    const next = consentAfterChoice(current, want, c.email, Date.now(), newToken);
    if (next === current) return consentAnswer(current);
    tx.set(ref, next);
    if (next.confirmToken) {
      queueMail(tx, {
        to: c.email,
        message: consentConfirmMail(`${shopUrl()}${CONSENT_PATHS.confirm(next.confirmToken)}`),
        kind: "consent-confirm",
      });
    }
    return consentAnswer(next);
  });
}

async function refByToken(field: "confirmToken" | "unsubscribeToken", token: string) {
  const snap = await readQuery(consentsCol.where(field, "==", token).limit(1));
  const ref = snap.docs[0]?.ref;
  if (!ref) throw new AppError("not-found", CONSENT_TEXT.badLink);
  return ref;
}

/** Changes the record a link names, in a transaction; 404 when the link is stale. */
async function changeByLink(
  ref: DocumentReference<ConsentRecord>,
  change: (current: ConsentRecord, tx: Transaction) => ConsentRecord | null,
): Promise<ConsentAnswer> {
  return inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data();
    const next = current ? change(current, tx) : null;
    if (!next) throw new AppError("not-found", CONSENT_TEXT.badLink);
    if (next !== current) tx.set(ref, next);
    return consentAnswer(next);
  });
}

/**
 * GET /consent/confirm?token=: what the link would confirm, changing nothing (mail scanners fetch
 * links before the customer does); 404 when it is stale.
 */
export async function readConfirmLink(token: string): Promise<"pending" | "confirmed"> {
  const ref = await refByToken("confirmToken", token);
  const state = confirmLinkState((await readDoc(ref)).data(), token);
  if (!state) throw new AppError("not-found", CONSENT_TEXT.badLink);
  return state;
}

/** POST /consent/confirm?token=: the double opt-in; the first marketing mail goes with it, once. */
export async function confirmConsent(token: string): Promise<ConsentAnswer> {
  const ref = await refByToken("confirmToken", token);
  return changeByLink(ref, (current, tx) => {
    const next = consentAfterConfirm(current, token, Date.now(), newToken);
    if (next && next !== current && next.unsubscribeToken) {
      queueMarketingMail(tx, {
        to: next.email,
        message: marketingWelcomeMail(`${shopUrl()}${CONSENT_PATHS.unsubscribe(next.unsubscribeToken)}`),
        kind: "marketing-welcome",
        unsubscribeToken: next.unsubscribeToken,
      });
    }
    return next;
  });
}

/** POST /consent/unsubscribe?token= (RFC 8058 one-click): withdrawn; again: the same answer. */
export async function unsubscribe(token: string): Promise<ConsentAnswer> {
  const ref = await refByToken("unsubscribeToken", token);
  return changeByLink(ref, (current) =>
    current.unsubscribeToken === token ? consentAfterUnsubscribe(current, Date.now()) : null,
  );
}
