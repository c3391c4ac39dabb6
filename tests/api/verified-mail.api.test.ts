/**
 * Issue 22: the shop mails only verified addresses. Somebody who signs up with another person's
 * address can order and cancel, but the shop writes that address nothing until its owner clicks
 * the verification link; then the held mails go out (on the next sign-in, the web app's check,
 * or the sweep).
 */
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { createUnverifiedCustomer, signIn, verifyEmail } from "../support/auth.js";
import { mailDocs, mailsTo } from "../support/mail.js";
import { call } from "./helpers/http.js";

const WAIT = { timeout: 30_000, interval: 250 };

describe("mail to an unverified address", () => {
  it("is held, not sent, while the customer can still order and cancel", { timeout: 90_000 }, async () => {
    const impostor = await createUnverifiedCustomer("Click here: evil.example");
    expect((await call("PUT", `/users/${impostor.email}`, { token: impostor.idToken })).status).toBe(200);
    const productId = await createTestProduct({ availableOrder: 100 });
    const placed = await call<{ insertedId: string }>("POST", "/purchase", {
      token: impostor.idToken,
      body: { productId, quantity: 2, address: "1 Road, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(placed.status, placed.text).toBe(201);
    const cancelled = await call("DELETE", `/purchase/${placed.body.insertedId}`, {
      token: impostor.idToken,
    });
    expect(cancelled.status).toBe(200);

    await expect
      .poll(async () => (await mailDocs({ to: impostor.email })).map((m) => m.delivery.state), WAIT)
      .toEqual(["HELD", "HELD"]);
    expect(await mailsTo(impostor.email)).toEqual([]);

    // The web app's check with an unverified token releases nothing.
    const early = await call("POST", "/users/me/verified", { token: impostor.idToken });
    expect(early.status).toBe(409);
    expect(await mailsTo(impostor.email)).toEqual([]);
  });

  it("goes out once the owner verifies the address and comes back", { timeout: 90_000 }, async () => {
    const owner = await createUnverifiedCustomer("Real Owner");
    const productId = await createTestProduct({ availableOrder: 100 });
    const placed = await call<{ insertedId: string }>("POST", "/purchase", {
      token: owner.idToken,
      body: { productId, quantity: 2, address: "1 Road, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(placed.status, placed.text).toBe(201);
    await expect
      .poll(async () => (await mailDocs({ to: owner.email })).map((m) => m.delivery.state), WAIT)
      .toEqual(["HELD"]);

    await verifyEmail(owner);
    const verified = await signIn(owner.email, owner.password);
    const released = await call<{ sent: number }>("POST", "/users/me/verified", { token: verified.idToken });
    expect(released.status, released.text).toBe(200);
    expect(released.body.sent).toBe(1);
    expect((await mailDocs({ to: owner.email })).map((m) => m.delivery.state)).toEqual(["SUCCESS"]);
    await expect.poll(async () => (await mailsTo(owner.email)).length, WAIT).toBe(1);

    // Released once: asking again sends nothing more.
    const again = await call<{ sent: number }>("POST", "/users/me/verified", { token: verified.idToken });
    expect(again.body.sent).toBe(0);
  });
});
