/**
 * Issue 50, consent to marketing mail on the live stack: nothing is assumed (a new customer's
 * consent is 'none'); ticking the box mails a confirmation link (double opt-in) and no marketing
 * mail; opening the link changes nothing (mail scanners fetch links) and shows a 'Confirm' button;
 * its POST confirms and sends the first marketing mail (a second POST changes nothing), which
 * carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) while the confirmation
 * (transactional) carries neither; the
 * one-click POST a mail program sends withdraws it, and again answers the same; a stale or forged
 * link is refused. Mails are read back from MailDev.
 */
import { describe, expect, it } from "vitest";
import { CONSENT_TEXT, type ApiErrorBody, type ConsentAnswer } from "@shop/domain";
import { call } from "../support/http.js";
import { headerOf, mailDocs, mailsTo, received } from "../support/mail.js";
import { registeredCustomer } from "./helpers/users.js";

/** The API path of a mail's link (`…/api/consent/…?token=…`), as the Hosting rewrite hands it on. */
function linkPath(text: string, what: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/api(/consent/${what}\\?token=[A-Za-z0-9_-]{32})`).exec(text);
  if (!match?.[1]) throw new Error(`No ${what} link in: ${text}`);
  return match[1];
}

describe("consent to marketing mail", { timeout: 180_000 }, () => {
  it("is confirmed by the mailed link, and withdrawn in one click from the marketing mail", async () => {
    const customer = await registeredCustomer("Nora News");
    const token = customer.idToken;
    const none = await call<ConsentAnswer>("GET", "/users/me/consent", { token });
    expect(none.body).toEqual({ marketing: "none", changedAt: null });

    const asked = await call<ConsentAnswer>("PUT", "/users/me/consent", { token, body: { marketing: true } });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.marketing).toBe("pending");
    const confirmation = await received(customer.email, "Please confirm: news and offers from the shop");
    expect(await headerOf(confirmation.id, "List-Unsubscribe")).toBeNull();
    expect(await headerOf(confirmation.id, "List-Unsubscribe-Post")).toBeNull();

    // Opening the link (or a mail scanner fetching it) only shows the question and its button.
    const link = linkPath(confirmation.text, "confirm");
    for (const opened of [await call("GET", link), await call("GET", link)]) {
      expect(opened.status, opened.text).toBe(200);
      expect(opened.headers.get("content-type")).toMatch(/^text\/html/);
      expect(opened.text).toContain(CONSENT_TEXT.confirmQuestion);
      expect(opened.text).toMatch(/<form method="post" action="\?token=[A-Za-z0-9_-]{32}">/);
      expect(opened.text).toContain(`<button type="submit">${CONSENT_TEXT.confirmButton}</button>`);
    }
    const unchanged = await call<ConsentAnswer>("GET", "/users/me/consent", { token });
    expect(unchanged.body).toEqual(asked.body);

    // The button POSTs the same address (a form without fields: an empty body).
    const confirm = () => call("POST", link, { raw: "", contentType: "application/x-www-form-urlencoded" });
    const confirmed = await confirm();
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.text).toContain(CONSENT_TEXT.confirmed);
    const now = await call<ConsentAnswer>("GET", "/users/me/consent", { token });
    expect(now.body.marketing).toBe("confirmed");
    // Pressed again (or the link opened later): confirmed still, and no second welcome mail.
    const again = await confirm();
    expect(again.status, again.text).toBe(200);
    expect(again.text).toContain(CONSENT_TEXT.confirmed);
    expect((await call<ConsentAnswer>("GET", "/users/me/consent", { token })).body).toEqual(now.body);
    const reopened = await call("GET", link);
    expect(reopened.text).toContain(CONSENT_TEXT.confirmed);
    expect(reopened.text).not.toContain(CONSENT_TEXT.confirmButton);

    const welcome = await received(customer.email, "You are signed up for our news and offers");
    const welcomes = (await mailDocs({ to: customer.email })).filter((m) => m.kind === "marketing-welcome");
    expect(welcomes).toHaveLength(1);
    const unsubscribePath = linkPath(welcome.text, "unsubscribe");
    const header = await headerOf(welcome.id, "List-Unsubscribe");
    expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/consent\/unsubscribe\?token=[A-Za-z0-9_-]{32}>$/);
    expect(header).toContain(unsubscribePath);
    expect(await headerOf(welcome.id, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // What a mail program sends for RFC 8058's one click: a form POST, no cookie, no token.
    const oneClick = () =>
      call<ConsentAnswer>("POST", unsubscribePath, {
        raw: "List-Unsubscribe=One-Click",
        contentType: "application/x-www-form-urlencoded",
      });
    const withdrawn = await oneClick();
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.marketing).toBe("withdrawn");
    expect((await oneClick()).body).toEqual(withdrawn.body);
    const after = await call<ConsentAnswer>("GET", "/users/me/consent", { token });
    expect(after.body.marketing).toBe("withdrawn");
  });

  it("refuses a forged link and a one-click POST without its body; unticking before confirming withdraws", async () => {
    const forged = await call<ApiErrorBody>("POST", `/consent/unsubscribe?token=${"x".repeat(32)}`, {
      raw: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(forged.status).toBe(404);
    expect(forged.body.error.code).toEqual(expect.any(String));
    const malformed = await call<ApiErrorBody>("GET", "/consent/confirm?token=short");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(CONSENT_TEXT.badLink);

    const customer = await registeredCustomer("Otto Optout");
    const token = customer.idToken;
    const badBody = await call<ApiErrorBody>("PUT", "/users/me/consent", {
      token,
      body: { marketing: "yes" },
    });
    expect(badBody.status).toBe(400);
    expect(await call("PUT", "/users/me/consent", { body: { marketing: true } }).then((r) => r.status)).toBe(
      401,
    );

    await call("PUT", "/users/me/consent", { token, body: { marketing: true } });
    const confirmation = await received(customer.email, "Please confirm: news and offers from the shop");
    const untick = await call<ConsentAnswer>("PUT", "/users/me/consent", {
      token,
      body: { marketing: false },
    });
    expect(untick.body.marketing).toBe("withdrawn");
    // The link mailed before is dead (to look at and to post), and no marketing mail went out.
    const stale = linkPath(confirmation.text, "confirm");
    expect((await call("GET", stale)).status).toBe(404);
    const stalePost = await call<ApiErrorBody>("POST", stale);
    expect(stalePost.status).toBe(404);
    expect(stalePost.body.error.message).toBe(CONSENT_TEXT.badLink);
    const noClick = await call<ApiErrorBody>("POST", `/consent/unsubscribe?token=${"y".repeat(32)}`, {});
    expect(noClick.status).toBe(400);
    expect((await mailsTo(customer.email)).map((m) => m.subject)).not.toContain(
      "You are signed up for our news and offers",
    );
  });
});
