/** Promo codes' REST endpoints (admins): thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  PROMO_MESSAGES,
  promoCodeChangeSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  type PromoCodeAnswer,
} from "@shop/domain";
import { caller, requireStaff } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { parseBody, parseParams } from "../platform/http/input.js";
import { createPromoCode, listPromoCodes, setPromoCodeActive } from "./promo-codes.js";

export const codeParams = z.object({ code: promoCodeSchema.refine(Boolean, PROMO_MESSAGES.notFound) });

/** POST /promo-codes (admin) → 201 `{ code }`; 409 when the code exists (whatever its case). */
const createPromoCodeHandler: RequestHandler = async (req, res) => {
  const answer = await createPromoCode(caller(res), parseBody(req, promoCodeInputSchema));
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(answer satisfies { code: string });
};

/** GET /promo-codes (admin) → every code with its redemptions used. */
const listPromoCodesHandler: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "private, no-store").json((await listPromoCodes()) satisfies PromoCodeAnswer[]);
};

/** PATCH /promo-codes/:code (admin) `{ active }` → `{ code, active }`. */
const changePromoCodeHandler: RequestHandler = async (req, res) => {
  const { code } = parseParams(req, codeParams);
  const { active } = parseBody(req, promoCodeChangeSchema);
  res.set("Cache-Control", "no-store").json(await setPromoCodeActive(caller(res), code, active));
};

export function promotionRoutes(r: Router): void {
  r.post("/promo-codes", requireStaff("promos"), idempotent, createPromoCodeHandler);
  r.get("/promo-codes", requireStaff("promos"), listPromoCodesHandler);
  r.patch("/promo-codes/:code", requireStaff("promos"), changePromoCodeHandler);
}
