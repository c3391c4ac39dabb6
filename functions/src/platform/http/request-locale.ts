/**
 * The language a request asks for (issue 51): its `Accept-Language` header matched to the shop's
 * languages (`de-AT` → `de`; anything the shop does not speak → English). The web app sends the
 * page's language; an order keeps it for its mails, invoice and credit notes, and error messages
 * follow it while their `code`s stay the same.
 */
import type { Request } from "express";
import { matchLocale, type Locale } from "@shop/domain";

export function requestLocale(req: Pick<Request, "get">): Locale {
  return matchLocale(req.get("accept-language") ?? null);
}
