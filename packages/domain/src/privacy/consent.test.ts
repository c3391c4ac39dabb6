import { describe, expect, it } from "vitest";
import {
  CART_REMINDER_AFTER_MS,
  cartNeedsReminder,
  consentAfterChoice,
  consentAfterConfirm,
  consentAfterUnsubscribe,
  consentAnswer,
  confirmLinkState,
  listUnsubscribeHeaders,
  mayMarketTo,
  oneClickBodySchema,
  type ConsentRecord,
} from "./consent.js";
import { MARKETING_MAIL_KINDS } from "../mail/outbox.js";

let n = 0;
const token = () => `t${++n}`.padEnd(32, "x");

describe("consent to marketing mail", () => {
  it("is never assumed: unticked is none, ticked is pending until the link is followed", () => {
    expect(consentAnswer(undefined)).toEqual({ marketing: "none", changedAt: null });
    expect(consentAfterChoice(undefined, false, "a@b.test", 1, token).marketing).toBe("none");
    const pending = consentAfterChoice(undefined, true, "a@b.test", 1, token);
    expect(pending).toMatchObject({ marketing: "pending", unsubscribeToken: null });
    expect(mayMarketTo(pending)).toBe(false);
    const link = pending.confirmToken ?? "";
    expect(consentAfterConfirm(pending, "wrong".padEnd(32, "x"), 2, token)).toBeNull();
    expect(confirmLinkState(pending, link)).toBe("pending");
    const confirmed = consentAfterConfirm(pending, link, 2, token);
    expect(confirmed).toMatchObject({ marketing: "confirmed", changedAt: 2 });
    expect(confirmed?.unsubscribeToken).toMatch(/^t/);
    expect(mayMarketTo(confirmed ?? undefined)).toBe(true);
    expect(confirmLinkState(confirmed ?? undefined, link)).toBe("confirmed");
    // Confirmed once: posting the link again returns the same record (nothing changes, nothing is mailed).
    expect(confirmed && consentAfterConfirm(confirmed, link, 3, token)).toBe(confirmed);
  });

  it("a confirmation link is stale once withdrawn or asked again", () => {
    const pending = consentAfterChoice(undefined, true, "a@b.test", 1, token);
    const link = pending.confirmToken ?? "";
    const confirmed = consentAfterConfirm(pending, link, 2, token);
    if (!confirmed) throw new Error("not confirmed");
    const withdrawn = consentAfterUnsubscribe(confirmed, 3);
    expect(confirmLinkState(withdrawn, link)).toBeNull();
    expect(consentAfterConfirm(withdrawn, link, 4, token)).toBeNull();
    const again = consentAfterChoice(withdrawn, true, "a@b.test", 5, token);
    expect(confirmLinkState(again, link)).toBeNull();
    expect(confirmLinkState(undefined, link)).toBeNull();
  });

  it("is withdrawn in one click, and a second click changes nothing", () => {
    const pending = consentAfterChoice(undefined, true, "a@b.test", 1, token);
    const confirmed = consentAfterConfirm(pending, pending.confirmToken ?? "", 2, token);
    if (!confirmed) throw new Error("not confirmed");
    expect(consentAfterChoice(confirmed, true, "a@b.test", 3, token)).toBe(confirmed);
    const withdrawn = consentAfterUnsubscribe(confirmed, 4);
    expect(withdrawn).toMatchObject({ marketing: "withdrawn", changedAt: 4 });
    expect(mayMarketTo(withdrawn)).toBe(false);
    expect(consentAfterUnsubscribe(withdrawn, 5)).toBe(withdrawn);
    const unticked: ConsentRecord = consentAfterChoice(pending, false, "a@b.test", 6, token);
    expect(unticked).toMatchObject({ marketing: "withdrawn", confirmToken: null });
  });

  it("marketing mail carries RFC 8058's headers; the one-click body is checked", () => {
    expect(listUnsubscribeHeaders("https://shop.test/api/consent/unsubscribe?token=abc")).toEqual({
      "List-Unsubscribe": "<https://shop.test/api/consent/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(MARKETING_MAIL_KINDS).not.toContain("purchase-placed");
    expect(MARKETING_MAIL_KINDS).not.toContain("consent-confirm");
    expect(oneClickBodySchema.safeParse({ "List-Unsubscribe": "One-Click" }).success).toBe(true);
    expect(oneClickBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("the cart left behind", () => {
  const day = CART_REMINDER_AFTER_MS;
  const cart = (updatedAt: number, remindedAt: number | null = null, items = [1]) => ({
    items,
    updatedAt,
    remindedAt,
  });
  it("is reminded once, a day after its last change, unless an order came since", () => {
    const now = 10 * day;
    expect(cartNeedsReminder(cart(now - day), null, now)).toBe(true);
    expect(cartNeedsReminder(cart(now - day + 1), null, now)).toBe(false);
    expect(cartNeedsReminder(cart(now - day, null, []), null, now)).toBe(false);
    expect(cartNeedsReminder(cart(now - 2 * day, now - day), null, now)).toBe(false);
    expect(cartNeedsReminder(cart(now - day, now - 2 * day), null, now)).toBe(true);
    expect(cartNeedsReminder(cart(now - 2 * day), now - day, now)).toBe(false);
    expect(cartNeedsReminder(cart(now - day), now - 2 * day, now)).toBe(true);
  });
});
