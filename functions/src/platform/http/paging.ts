import { z } from "zod";
import { documentIdSchema } from "@shop/domain";

/**
 * The deepest page a `?page=` jump may reach: an offset is billed read by read, so deeper pages
 * go by cursor (each page then costs its own documents only).
 */
export const MAX_PAGE = 50;

/** `?pageSize=&cursor=` (cursor = the last document id of the previous page) or `?page=`. */
export function pagingQuery(defaultSize: number, maxSize = 50) {
  return z
    .object({
      pageSize: z.coerce
        .number({ error: "pageSize must be a whole number" })
        .int("pageSize must be a whole number")
        .min(1, `pageSize must be from 1 to ${maxSize}`)
        .max(maxSize, `pageSize must be from 1 to ${maxSize}`)
        .default(defaultSize),
      /** 1-based page number for jumping straight to a page (costs the skipped reads); cursor wins. */
      page: z.coerce
        .number({ error: "page must be a whole number" })
        .int("page must be a whole number")
        .min(1, "page must be 1 or more")
        .max(MAX_PAGE, `page must be ${MAX_PAGE} or less: use the cursor for later pages`)
        .default(1),
      cursor: documentIdSchema("cursor is not valid").optional(),
    })
    .strip();
}

/**
 * Public lists: Hosting's CDN may keep them for 30 s (s-maxage), but browsers always revalidate
 * (max-age=0; Express's ETag turns that into a cheap 304), so a shopper who just posted feedback
 * or an admin who just added a product sees it on their next view. No stale-while-revalidate:
 * Chromium applies it in its own cache too, and served a minute-old list with a new product missing.
 */
export const PUBLIC_LIST_CACHE = "public, max-age=0, s-maxage=30";
