import { DEMO_ACCOUNTS } from "../../support/env.js";
import { createCustomer, signIn, type TestUser } from "../../support/auth.js";
import { call } from "./http.js";

export function signInAdmin(): Promise<TestUser> {
  return signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}

/** A fresh customer whose profile exists (as after the client's sign-in call). */
export async function registeredCustomer(name = "Test Customer"): Promise<TestUser> {
  const user = await createCustomer(name);
  const res = await call("PUT", `/users/${encodeURIComponent(user.email)}`, { token: user.idToken });
  if (res.status !== 200) throw new Error(`PUT /users failed: ${res.status} ${res.text}`);
  return user;
}
