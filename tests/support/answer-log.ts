/**
 * Every API answer the suites receive, one JSON line each, for the check after the API suite
 * (scripts/lib/answer-check.ts): each must be one the OpenAPI document describes.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { ANSWERS_DIR } from "../../scripts/lib/answer-check.js";

export interface RecordedAnswer {
  method: string;
  /** As called, relative to /api (with its query). */
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON, or null when the answer was not JSON. */
  body: unknown;
}

let file: string | undefined;

export function recordAnswer(answer: RecordedAnswer): void {
  if (!file) {
    mkdirSync(ANSWERS_DIR, { recursive: true });
    file = path.join(ANSWERS_DIR, `${process.pid}-${threadId}.jsonl`);
  }
  appendFileSync(file, `${JSON.stringify(answer)}\n`);
}
