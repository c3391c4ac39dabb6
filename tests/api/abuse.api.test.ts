/**
 * Issue 22: what one account or one client address can make the shop do. Limits answer 429
 * `rate-limited` with Retry-After; a client-written X-Forwarded-For never resets a per-address
 * limit; hostile input (mailto tricks, line breaks, control characters) is refused; deep page
 * offsets are refused. Limits here are the functions' defaults (platform/config.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import { createTestProduct, docData, markPaid } from "../support/admin-sdk.js";
import { freshClientAddress } from "../support/client-address.js";
import type { TestUser } from "../support/auth.js";
import { call, expectError, type ApiAnswer } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const RATE_LIMITED = /^Too many requests, please try again in \d+ minutes?$/;

function expectRateLimited(answer: ApiAnswer, maxSeconds: number): void {
  expectError(answer, 429, "rate-limited");
  expect((answer.body as ApiErrorBody).error.message).toMatch(RATE_LIMITED);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

const message = (n: number) => ({
  name: "Casey Contact",
  company: "",
  email: "casey@example.com",
  phone: "",
  message: `Question number ${n}`,
});

/** Posts a contact message as a client whose address Hosting reported as `address`. */
const contact = (forwardedFor: string, n: number) =>
  call<{ insertedId: string }>("POST", "/messages", {
    body: message(n),
    headers: { "X-Forwarded-For": forwardedFor },
  });

describe("contact form limits (5 messages an hour per client address)", () => {
  it("answers 429 with Retry-After from the 6th message of one address; another address still sends", async () => {
    const address = freshClientAddress();
    for (let n = 1; n <= 5; n += 1) expect((await contact(address, n)).status).toBe(201);
    expectRateLimited(await contact(address, 6), 3600);
    expect((await contact(freshClientAddress(), 7)).status).toBe(201);
  });

  it("a spoofed X-Forwarded-For entry written by the client does not reset the limit", async () => {
    // Hosting appends the real client address after whatever the client sent; only that entry counts.
    const real = freshClientAddress();
    for (let n = 1; n <= 5; n += 1) {
      expect((await contact(`10.0.0.${n}, ${real}`, n)).status).toBe(201);
    }
    expectRateLimited(await contact(`10.9.9.9, 172.16.0.1, ${real}`, 6), 3600);
    expectRateLimited(await contact(real, 7), 3600);
  });

  it("counts only valid messages: after 6 invalid ones, 5 valid pass and the 6th is refused", async () => {
    const address = freshClientAddress();
    for (let n = 1; n <= 6; n += 1) {
      const bad = await call("POST", "/messages", {
        body: { ...message(n), email: "nope" },
        headers: { "X-Forwarded-For": address },
      });
      expect(bad.status).toBe(400);
    }
    for (let n = 1; n <= 5; n += 1) expect((await contact(address, n)).status).toBe(201);
    expectRateLimited(await contact(address, 6), 3600);
  });
});

describe("feedback limit (one per customer per day)", () => {
  it("refuses a second feedback of the same customer with 429 and Retry-After", async () => {
    const author = await registeredCustomer("Once A Day");
    const post = () =>
      call("POST", "/feedback", { token: author.idToken, body: { star: 5, feedbackMessage: "Great" } });
    expect((await post()).status).toBe(201);
    expectRateLimited(await post(), 24 * 3600);
    // Another customer from the same address is not limited by it.
    const other = await registeredCustomer("Other Author");
    const theirs = await call("POST", "/feedback", {
      token: other.idToken,
      body: { star: 4, feedbackMessage: "Fine" },
    });
    expect(theirs.status).toBe(201);
  });
});

describe("the Verified buyer mark", () => {
  it("is set by the server only for a customer with a paid purchase", async () => {
    const productId = await createTestProduct({ availableOrder: 100, minimumOrder: 1 });
    const [buyer, browser] = await Promise.all([
      registeredCustomer("Paying Buyer"),
      registeredCustomer("Window Shopper"),
    ]);
    const placed = await call<{ insertedId: string }>("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId, quantity: 2, address: "1 Paid Road, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(placed.status, placed.text).toBe(201);
    await markPaid(placed.body.insertedId);
    const review = (user: TestUser) =>
      call<{ insertedId: string }>("POST", "/feedback", {
        token: user.idToken,
        body: { star: 5, feedbackMessage: "Lovely", verifiedBuyer: true },
      });
    const [fromBuyer, fromBrowser] = await Promise.all([review(buyer), review(browser)]);
    expect((await docData("feedback", fromBuyer.body.insertedId))?.verifiedBuyer).toBe(true);
    expect((await docData("feedback", fromBrowser.body.insertedId))?.verifiedBuyer).toBe(false);
  });
});

describe("order and cancellation limits (20 an hour per account)", () => {
  let productId: string;
  beforeAll(async () => {
    productId = await createTestProduct({ availableOrder: 10_000, minimumOrder: 1 });
  });

  const place = (user: TestUser) =>
    call<{ insertedId: string }>("POST", "/purchase", {
      token: user.idToken,
      body: { productId, quantity: 2, address: "1 Loop Lane, Springfield, IL 62701", phone: "+1 555 0100" },
    });

  it(
    "stops the order-and-cancel loop after 20 orders, while another account still orders",
    { timeout: 240_000 },
    async () => {
      // The limit counts in fixed clock hours: a loop that crosses the hour starts a new count, and
      // runs again (once) with a new account in the new hour.
      const hourOf = (ms: number) => Math.floor(ms / 3_600_000);
      for (let attempt = 1; ; attempt += 1) {
        const hour = hourOf(Date.now());
        const looper = await registeredCustomer("Loop Looper");
        for (let n = 1; n <= 20; n += 1) {
          const placed = await place(looper);
          expect(placed.status, placed.text).toBe(201);
          const cancelled = await call("DELETE", `/purchase/${placed.body.insertedId}`, {
            token: looper.idToken,
          });
          expect(cancelled.status, cancelled.text).toBe(200);
        }
        const twentyFirst = await place(looper);
        if (attempt === 1 && hourOf(Date.now()) !== hour) continue;
        expectRateLimited(twentyFirst, 3600);
        break;
      }
      const other = await registeredCustomer("Not A Looper");
      expect((await place(other)).status).toBe(201);
    },
  );
});

describe("paging", () => {
  it.each(["/products?page=10000", "/feedback?page=10000", "/products?page=51"])(
    "refuses a deep page offset (%s) and still answers page 50: later pages go by cursor",
    async (path) => {
      expectError(
        await call("GET", path),
        400,
        "invalid-argument",
        "page must be 50 or less: use the cursor for later pages",
      );
      expect((await call("GET", path.replace(/page=\d+/, "page=50"))).status).toBe(200);
    },
  );
});

describe("input hygiene", () => {
  it.each([
    "x@y.z?bcc=attacker%40evil.test&subject=Hello",
    "x@y.z&subject=Hello",
    "x%40y@evil.test",
    '"quoted"@example.com',
    "o'brien@example.com",
  ])("refuses the contact address %s", async (email) => {
    expectError(
      await call("POST", "/messages", { body: { ...message(1), email } }),
      400,
      "invalid-argument",
      "Provide a valid email",
    );
  });

  it.each([
    ["name", "Casey\r\nBcc: attacker@evil.test"],
    ["name", "Casey\u202Egnp.exe"],
    ["company", "Acme\nInc"],
    ["phone", "555\u0007"],
  ])("refuses a contact %s with a line break or control character", async (field, value) => {
    expectError(
      await call("POST", "/messages", { body: { ...message(1), [field]: value } }),
      400,
      "invalid-argument",
      "Please remove line breaks and control characters",
    );
  });

  it("refuses a display name with a line break", async () => {
    const user = await registeredCustomer("Plain Name");
    expectError(
      await call("PATCH", "/users/me", { token: user.idToken, body: { displayName: "Hi\nClick here" } }),
      400,
      "invalid-argument",
      "Please remove line breaks and control characters",
    );
  });

  it("refuses a carrier or tracking number with a line break", async () => {
    const admin = await signInAdmin();
    for (const body of [{ carrier: "UPS\r\nX" }, { trackingNumber: "1Z\u0000" }]) {
      expectError(
        await call("PUT", "/purchase/no-such-purchase", { token: admin.idToken, body }),
        400,
        "invalid-argument",
        "Please remove line breaks and control characters",
      );
    }
  });
});
