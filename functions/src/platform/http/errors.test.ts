/** Every 503 tells the client when to try again (issue 54), as every 429 does. */
import type { Request, Response } from "express";
import { ADDRESS_MESSAGES } from "@shop/domain";
import { describe, expect, it, vi } from "vitest";
import { AppError, UnavailableError } from "../app-error.js";
import { BUSY_RETRY_AFTER_SECONDS } from "../timeouts.js";
import { errorHandler } from "./errors.js";

function answer(err: unknown, acceptLanguage?: string) {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    set: (name: string, value: string) => {
      headers[name] = value;
      return res;
    },
    status: (status: number) => {
      sent.status = status;
      return res;
    },
    json: (body: unknown) => {
      sent.body = body;
      return res;
    },
  };
  const req = { get: (name: string) => (name === "accept-language" ? acceptLanguage : undefined) };
  errorHandler(err, req as unknown as Request, res as unknown as Response, vi.fn());
  return { headers, ...sent };
}

describe("errorHandler's Retry-After", () => {
  it("answers a provider's 503 with its own wait and the message", () => {
    const sent = answer(
      new UnavailableError("The payment service is not answering. Please try again in a minute.", 30),
    );
    expect(sent).toEqual({
      headers: { "Retry-After": "30" },
      status: 503,
      body: {
        error: {
          code: "unavailable",
          message: "The payment service is not answering. Please try again in a minute.",
        },
      },
    });
  });

  it("gives every other 503 a short wait, and other refusals none", () => {
    expect(answer(new AppError("unavailable", "Busy")).headers).toEqual({
      "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
    });
    expect(answer(new AppError("conflict", "No")).headers).toEqual({});
  });

  it("answers a checkout message in the request's language, with the same code (issue 51)", () => {
    const phone = new AppError("invalid-argument", ADDRESS_MESSAGES.phone);
    expect(answer(phone, "fr-FR,fr;q=0.9").body).toEqual({
      error: { code: "invalid-argument", message: "Veuillez saisir un numéro de téléphone valide" },
    });
    expect(answer(phone).body).toEqual({
      error: { code: "invalid-argument", message: ADDRESS_MESSAGES.phone },
    });
  });
});
