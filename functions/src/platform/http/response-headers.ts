import type { RequestHandler } from "express";

/**
 * Every API answer: `X-Content-Type-Options: nosniff`, and `Cache-Control: no-store` unless the
 * handler says otherwise. Personal and authenticated answers (and every error) therefore stay
 * out of browser and CDN caches; only the public lists and product pages, whose handlers set
 * their own public Cache-Control, are cached.
 */
export const responseHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "no-store");
  next();
};
