/**
 * Issue 31: the profile keeps the customer's last address — their last order's (a postal address;
 * the spec's one line is not one), or as saved on the profile (PUT /users/me/address, checked per
 * country) — and answers it with the profile (GET /users/me) for the order forms to fill.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PostalAddress, ProfileAnswer } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import { SLOW_EMULATOR_MS, api } from "../support/payments.js";
import { registeredCustomer } from "./helpers/users.js";

const BERLIN: PostalAddress = {
  name: "Erika Mustermann",
  line1: "Invalidenstraße 116",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};
const TEXAS: PostalAddress = {
  name: "Tex Buyer",
  line1: "1100 Congress Ave",
  line2: "Suite 4",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
};

async function product(): Promise<string> {
  return createTestProduct({
    name: `Profile Address ${randomUUID()}`,
    priceCents: 2_000,
    minimumOrder: 0,
    availableOrder: 20,
  });
}

describe("the profile's address", () => {
  it("is none at first; GET /users/me is the caller's own (401 without a token)", async () => {
    const customer = await registeredCustomer("Fresh Profile");
    const me = await api<ProfileAnswer>("/users/me", { user: customer });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: customer.uid, email: customer.email });
    expect(me.body.address).toBeUndefined();
    expect(me.body.phone).toBeUndefined();
    expect((await api("/users/me")).status).toBe(401);
  });

  it(
    "is saved on the profile, checked for its country like an order's",
    async () => {
      const customer = await registeredCustomer("Saving Sam");
      const bad = await api<ApiErrorBody>("/users/me/address", {
        method: "PUT",
        user: customer,
        body: { address: { ...BERLIN, postalCode: "1234" }, phone: "+49 30 901820" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe("Please enter a valid postal code for Germany");
      const badPhone = await api<ApiErrorBody>("/users/me/address", {
        method: "PUT",
        user: customer,
        body: { address: BERLIN, phone: "12" },
      });
      expect(badPhone.status).toBe(400);
      expect(badPhone.body.error.message).toBe("Please enter a valid phone number");
      expect((await api<ProfileAnswer>("/users/me", { user: customer })).body.address).toBeUndefined();

      const saved = await api<ProfileAnswer>("/users/me/address", {
        method: "PUT",
        user: customer,
        body: { address: BERLIN, phone: "+49 30 901820" },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        address: BERLIN,
        phone: "+49 30 901820",
        displayName: "Saving Sam",
      });
      const me = await api<ProfileAnswer>("/users/me", { user: customer });
      expect(me.body).toMatchObject({ address: BERLIN, phone: "+49 30 901820", role: "customer" });
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "becomes the last order's postal address; an order to the spec's one-line address leaves it",
    async () => {
      const customer = await registeredCustomer("Ordering Olga");
      const productId = await product();
      await api("/users/me/address", {
        method: "PUT",
        user: customer,
        body: { address: BERLIN, phone: "+49 30 901820" },
      });
      const placed = await api("/orders", {
        method: "POST",
        user: customer,
        body: { items: [{ productId, quantity: 1 }], address: TEXAS, phone: "+1 512 555 0100" },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const after = await api<ProfileAnswer>("/users/me", { user: customer });
      expect(after.body).toMatchObject({ address: TEXAS, phone: "+1 512 555 0100" });

      const spec = await api("/purchase", {
        method: "POST",
        user: customer,
        body: {
          productId,
          quantity: 1,
          address: "1 Spec Street, Springfield, IL 62701",
          phone: "+1 555 0100",
        },
      });
      expect(spec.status, JSON.stringify(spec.body)).toBe(201);
      const still = await api<ProfileAnswer>("/users/me", { user: customer });
      expect(still.body).toMatchObject({ address: TEXAS, phone: "+1 512 555 0100" });
    },
    SLOW_EMULATOR_MS,
  );
});
