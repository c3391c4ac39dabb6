import type { RequestHandler } from "express";
import { readsSoFar, withReadMeter } from "../reads.js";

export const READS_HEADER = "X-Firestore-Reads";

/**
 * Emulator only: counts the Firestore document reads of each request (platform/reads.ts) and answers
 * them in the X-Firestore-Reads header, for `npm run bench`. Not installed in production.
 */
export const readMeter: RequestHandler = (_req, res, next) => {
  withReadMeter(() => {
    const json = res.json.bind(res);
    res.json = ((body: unknown) => {
      res.setHeader(READS_HEADER, String(readsSoFar() ?? 0));
      return json(body);
    }) as typeof res.json;
    next();
  });
};

export const readMeterEnabled = (): boolean => process.env.FUNCTIONS_EMULATOR === "true";
