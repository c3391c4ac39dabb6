/** Reading a request: headers, the body (size-limited) and its params (form or, for `/_local`, JSON). */
import type { IncomingMessage } from "node:http";
import { StripeApiError, invalidRequest } from "../errors.js";
import { emptyFormObject, parseFormBody, type FormObject, type FormValue } from "../form-body.js";

const MAX_BODY_BYTES = 1024 * 1024;

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function jsonToForm(value: unknown): FormValue {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(jsonToForm);
  if (typeof value === "object") {
    const out = emptyFormObject();
    for (const [k, v] of Object.entries(value)) out[k] = jsonToForm(v);
    return out;
  }
  return String(value);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new StripeApiError(413, { type: "invalid_request_error", message: "Request body too large." });
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Query and body params together (the body wins). `allowJson`: a JSON body is read too. */
export function requestParams(
  req: IncomingMessage,
  search: string,
  rawBody: string,
  allowJson: boolean,
): FormObject {
  const params = parseFormBody(search.startsWith("?") ? search.slice(1) : search);
  let bodyParams: FormObject;
  const contentType = headerValue(req, "content-type") ?? "";
  if (allowJson && contentType.includes("application/json") && rawBody.trim() !== "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw invalidRequest("Invalid JSON body.");
    }
    const converted = jsonToForm(parsed);
    bodyParams = typeof converted === "object" && !Array.isArray(converted) ? converted : emptyFormObject();
  } else {
    bodyParams = parseFormBody(rawBody);
  }
  Object.assign(params, bodyParams);
  return params;
}
