import { beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage, Feedback, Page, WithId } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import { docData } from "../support/admin-sdk.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  [admin, author] = await Promise.all([signInAdmin(), registeredCustomer("Fay Feedback")]);
  await call("PATCH", "/users/me", {
    token: author.idToken,
    body: { displayName: "Fay Feedback", photoURL: "/images/people/fay.png" },
  });
});

describe("GET /feedback", () => {
  it("answers 3 per page by default, newest first, with the total and cache headers", async () => {
    const res = await call<Page<Feedback>>("GET", "/feedback");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("s-maxage");
    expect(res.body.pageSize).toBe(3);
    expect(res.body.items).toHaveLength(3);
    expect(res.body.total).toBeGreaterThanOrEqual(6);
    const times = res.body.items.map((f) => f.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("reaches the same second page by page number and by cursor", async () => {
    const first = (await call<Page<Feedback>>("GET", "/feedback")).body;
    const byPage = (await call<Page<Feedback>>("GET", "/feedback?page=2")).body;
    const byCursor = (await call<Page<Feedback>>("GET", `/feedback?cursor=${first.nextCursor}`)).body;
    expect(byPage.items.map((f) => f._id)).toEqual(byCursor.items.map((f) => f._id));
    expect(byPage.items).toHaveLength(3);
  });

  it("rejects bad paging parameters", async () => {
    expectError(
      await call("GET", "/feedback?pageSize=0"),
      400,
      "invalid-argument",
      "pageSize must be from 1 to 50",
    );
    expectError(await call("GET", "/feedback?page=0"), 400, "invalid-argument", "page must be 1 or more");
  });
});

describe("POST /feedback", () => {
  it("stores the feedback with the author's profile name and photo, never the body's", async () => {
    const res = await call<{ insertedId: string }>("POST", "/feedback", {
      token: author.idToken,
      body: {
        star: 4,
        feedbackMessage: "  Smooth as butter.  ",
        name: "Someone Famous",
        image: "https://evil.example/x.png",
      },
    });
    expect(res.status).toBe(201);
    expect(await docData("feedback", res.body.insertedId)).toMatchObject({
      userId: author.uid,
      name: "Fay Feedback",
      image: "/images/people/fay.png",
      star: 4,
      feedbackMessage: "Smooth as butter.",
    });
    const newest = (await call<Page<Feedback>>("GET", "/feedback?pageSize=1")).body.items[0];
    expect(newest?._id).toBe(res.body.insertedId);
  });

  it("uses the token's name for an author without a profile", async () => {
    const fresh = await createCustomer("Tokened Tom");
    const res = await call<{ insertedId: string }>("POST", "/feedback", {
      token: fresh.idToken,
      body: { star: 5, feedbackMessage: "Great" },
    });
    expect(await docData("feedback", res.body.insertedId)).toMatchObject({ name: "Tokened Tom", image: "" });
  });

  it.each([
    [{ feedbackMessage: "Nice" }, "Please choose from 1 to 5 stars"],
    [{ star: 0, feedbackMessage: "Nice" }, "Please choose from 1 to 5 stars"],
    [{ star: 6, feedbackMessage: "Nice" }, "Please choose from 1 to 5 stars"],
    [{ star: 3.5, feedbackMessage: "Nice" }, "Please choose from 1 to 5 stars"],
    [{ star: "5", feedbackMessage: "Nice" }, "Please choose from 1 to 5 stars"],
    [{ star: 5 }, "Please write your feedback"],
    [{ star: 5, feedbackMessage: "   " }, "Please write your feedback"],
    [{ star: 5, feedbackMessage: "x".repeat(1001) }, "Feedback must be at most 1000 characters"],
  ])("refuses %j with the message %s", async (body, message) => {
    expectError(
      await call("POST", "/feedback", { token: author.idToken, body }),
      400,
      "invalid-argument",
      message,
    );
  });

  it("needs a signed-in user", async () => {
    expectError(
      await call("POST", "/feedback", { body: { star: 5, feedbackMessage: "Hi" } }),
      401,
      "unauthenticated",
    );
  });
});

describe("/messages", () => {
  const message = {
    name: "Chris Contact",
    company: "Film School",
    email: "chris@example.com",
    phone: "+1 555 0199",
    message: "Do you sell in bulk?",
  };

  it("takes a contact message without a token, and with one (linked to the user)", async () => {
    const anonymous = await call<{ insertedId: string }>("POST", "/messages", { body: message });
    expect(anonymous.status).toBe(201);
    expect(await docData("messages", anonymous.body.insertedId)).toMatchObject({ ...message, userId: null });

    const signed = await call<{ insertedId: string }>("POST", "/messages", {
      token: author.idToken,
      body: { name: "Fay", email: "fay@example.com", message: "Hello", userId: "spoofed" },
    });
    expect(await docData("messages", signed.body.insertedId)).toMatchObject({
      name: "Fay",
      company: "",
      phone: "",
      userId: author.uid,
    });
  });

  it("validates the contact form and refuses a bad token", async () => {
    expectError(
      await call("POST", "/messages", { body: { ...message, name: "" } }),
      400,
      "invalid-argument",
      "Name is required",
    );
    expectError(
      await call("POST", "/messages", { body: { ...message, email: "nope" } }),
      400,
      "invalid-argument",
      "Provide a valid email",
    );
    expectError(
      await call("POST", "/messages", { body: { ...message, message: "" } }),
      400,
      "invalid-argument",
      "Please tell us how we can help",
    );
    expectError(
      await call("POST", "/messages", { token: "garbage-token-garbage-token", body: message }),
      401,
      "unauthenticated",
    );
  });

  it("lists messages newest first for admins only", async () => {
    const res = await call<{ insertedId: string }>("POST", "/messages", {
      body: { ...message, message: "Newest" },
    });
    const list = await call<WithId<ContactMessage>[]>("GET", "/messages", { token: admin.idToken });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ _id: res.body.insertedId, message: "Newest" });
    expectError(await call("GET", "/messages", { token: author.idToken }), 403, "permission-denied");
    expectError(await call("GET", "/messages"), 401, "unauthenticated");
  });
});
