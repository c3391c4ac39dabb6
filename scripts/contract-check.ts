/**
 * `npm run contract`: a contract check of the live API against its own OpenAPI document. It
 * reads GET /api/openapi.json, then calls every operation as a visitor, a customer and an admin,
 * each with a valid request made from the document's schemas and with invalid ones (a malformed
 * path id, a query value of the wrong type, a body of the wrong shape, a body that is not JSON),
 * and fails on any 5xx other than a documented 503 and on any answer the document does not
 * describe (status, content type or body).
 *
 *   npm start                        # in another terminal (or any running stack)
 *   npm run contract                 # signs in the demo accounts through the Auth emulator
 *   CONTRACT_API=https://…/api CONTRACT_CUSTOMER_TOKEN=… CONTRACT_ADMIN_TOKEN=… npm run contract
 *
 * It writes: POST /products, /promo-codes, /feedback… with valid samples change the shop it runs
 * against (as a contract test does); run it on a local or staging stack.
 */
import { checkAnswers, type OpenApiDocument } from "./lib/answer-check.js";
import { sample, wrongValue, resolve } from "./lib/contract-inputs.js";
import { ports } from "./lib/emulators.js";
import { DEMO_ACCOUNTS } from "./seed-data.js";

type Json = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

const P = ports();
const API = process.env.CONTRACT_API ?? `http://127.0.0.1:${P.hosting}/api`;
const METHODS = ["get", "post", "put", "patch", "delete"];

async function demoToken(account: { email: string; password: string }): Promise<string> {
  const url = `http://127.0.0.1:${P.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`;
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const answer = (await res.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`could not sign in ${account.email}: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

async function send(method: string, path: string, token: string | undefined, body?: string): Promise<Call> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${API}${path}`, { method, headers, body });
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

const doc = (await (await fetch(`${API}/openapi.json`)).json()) as OpenApiDocument & Json;
const components = (doc.components ?? {}) as Json;
const callers: [string, string | undefined][] = [
  ["visitor", undefined],
  ["customer", process.env.CONTRACT_CUSTOMER_TOKEN ?? (await demoToken(DEMO_ACCOUNTS.customer))],
  ["admin", process.env.CONTRACT_ADMIN_TOKEN ?? (await demoToken(DEMO_ACCOUNTS.admin))],
];

const calls: Call[] = [];
let operations = 0;
for (const [template, item] of Object.entries(doc.paths)) {
  for (const method of METHODS.filter((m) => (item as Json)[m])) {
    operations += 1;
    const op = (item as Json)[method] as Json;
    for (const [, token] of callers) {
      for (const r of requests(template, op, components)) {
        calls.push(await send(method.toUpperCase(), r.path, token, r.body));
      }
    }
  }
}

const serverErrors = calls.filter((c) => c.status >= 500 && c.status !== 503);
const result = checkAnswers(doc, calls);
const byStatus = new Map<number, number>();
for (const c of calls) byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + 1);
console.log(
  `contract check of ${API}: ${operations} operations, ${calls.length} calls as visitor, customer and admin`,
);
console.log(
  `  answers by status: ${[...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ")}`,
);
for (const c of serverErrors) console.log(`  ✘ ${c.status} ${c.method} ${c.path}`);
for (const p of result.problems) console.log(`  ✘ ${p}`);
const ok = serverErrors.length === 0 && result.problems.length === 0;
console.log(ok ? "  no 5xx, every answer as documented" : "  FAILED");
process.exit(ok ? 0 : 1);
