/**
 * The contract check's walk: every operation of an OpenAPI document called by each caller with a
 * valid request made from the document's schemas and with invalid ones (a malformed path id, a
 * query value of the wrong type, a body of the wrong shape, a body that is not JSON). Used by
 * `npm run contract` (scripts/contract-check.ts) and by the API suite (tests/api/contract.api.test.ts).
 */
import { checkAnswers, type AnswerCheck, type OpenApiDocument } from "./answer-check.js";
import { resolve, sample, wrongValue } from "./contract-inputs.js";

type Json = Record<string, unknown>;
export interface Call {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

const METHODS = ["get", "post", "put", "patch", "delete"];
/** Operations walked at once. */
const WALKERS = 4;

async function send(
  api: string,
  method: string,
  path: string,
  token: string | undefined,
  body: string | undefined,
  extra: Record<string, string>,
): Promise<Call> {
  const headers: Record<string, string> = { ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${api}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: the content type is checked */
  }
  const contentType = res.headers.get("content-type") ?? "";
  return { method, path, status: res.status, contentType, body: parsed };
}

/** The requests made for one operation: one valid, then the invalid variants it has inputs for. */
function requests(template: string, op: Json, components: Json): { path: string; body?: string }[] {
  const params = (op.parameters ?? []) as Json[];
  const inPath = params.filter((p) => p.in === "path");
  const query = params.filter((p) => p.in === "query" && p.required);
  const fill = (bad?: string) =>
    template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (bad === name) return "bad%20id!";
      const p = inPath.find((x) => x.name === name);
      return encodeURIComponent(String(sample(p?.schema, components)));
    });
  const qs = (wrong?: Json) =>
    [...query, ...(wrong && !query.includes(wrong) ? [wrong] : [])]
      .map((p) => {
        const v = p === wrong ? wrongValue(p.schema, components) : sample(p.schema, components);
        return `${String(p.name)}=${encodeURIComponent(String(v))}`;
      })
      .join("&");
  const withQuery = (path: string, q: string) => (q ? `${path}?${q}` : path);
  const media = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"];
  const bodySchema = (media as Json | undefined)?.schema;
  const validBody = bodySchema === undefined ? undefined : JSON.stringify(sample(bodySchema, components));
  const out: { path: string; body?: string }[] = [{ path: withQuery(fill(), qs()), body: validBody }];
  for (const p of inPath) out.push({ path: withQuery(fill(String(p.name)), qs()), body: validBody });
  for (const p of params.filter((x) => x.in === "query"))
    out.push({ path: withQuery(fill(), qs(p)), body: validBody });
  if (bodySchema !== undefined) {
    const props = Object.keys((resolve(bodySchema, components).properties ?? {}) as Json);
    const wrongShape = Object.fromEntries(props.map((k) => [k, { nested: true }]));
    out.push({ path: withQuery(fill(), qs()), body: JSON.stringify(wrongShape) });
    out.push({ path: withQuery(fill(), qs()), body: "[1, 2" });
  }
  return out;
}

export interface ContractWalk {
  operations: number;
  calls: Call[];
  /** 5xx answers other than a documented 503. */
  serverErrors: Call[];
  check: AnswerCheck;
}

/**
 * Calls every operation of `doc` at `api` as each caller (a token, or undefined for a visitor).
 * `headers()` gives extra headers per call (the tests' fresh client address).
 */
export async function walkContract(
  api: string,
  doc: OpenApiDocument,
  tokens: (string | undefined)[],
  headers: () => Record<string, string> = () => ({}),
): Promise<ContractWalk> {
  const components = (doc.components ?? {}) as Json;
  const operationsToWalk = Object.entries(doc.paths).flatMap(([template, item]) =>
    METHODS.filter((m) => (item as Json)[m]).map((method) => ({
      template,
      method,
      op: (item as Json)[method] as Json,
    })),
  );
  // Operations side by side (WALKERS at a time), each one's requests in order, as one caller
  // after another: the walk waits on the network, not on its own CPU.
  const perOperation: Call[][] = [];
  let next = 0;
  const walker = async () => {
    for (let i = next++; i < operationsToWalk.length; i = next++) {
      const { template, method, op } = operationsToWalk[i] as (typeof operationsToWalk)[number];
      const own: Call[] = [];
      for (const token of tokens) {
        for (const r of requests(template, op, components)) {
          own.push(await send(api, method.toUpperCase(), r.path, token, r.body, headers()));
        }
      }
      perOperation[i] = own;
    }
  };
  await Promise.all(Array.from({ length: WALKERS }, walker));
  const calls = perOperation.flat();
  const operations = operationsToWalk.length;
  const serverErrors = calls.filter((c) => c.status >= 500 && c.status !== 503);
  return { operations, calls, serverErrors, check: checkAnswers(doc, calls) };
}
