import { PHONE_PATTERN } from "@shop/domain";
import { z } from "zod";

export const PHONE_FORMAT = "Enter the number in international format, e.g. +44 7700 900123";

/** E.164: a country code and at most 15 digits in all. */
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The phone that receives the sign-in codes: international (`+` and the country code), in the
 * shop's phone grammar. Firebase Auth checks the number itself when it sends the SMS.
 */
export const secondFactorPhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.startsWith("+") && PHONE_PATTERN.test(value) && digitCount(value) >= 8 && digitCount(value) <= 15,
    PHONE_FORMAT,
  )
  // Firebase wants E.164: the digits after the `+`, no spaces or punctuation.
  .transform((value) => `+${value.replace(/\D/g, "")}`);
