/**
 * The OpenAPI 3.1 document of the REST API, built from operations.ts with zod-openapi (which
 * renders the zod schemas through zod 4's own JSON Schema output). Refusals: every operation
 * lists the statuses its kind may give, each with the `{ error: { code, message } }` body.
 */
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from "zod-openapi";
import { ROLE_DENIED_MESSAGE, idempotencyKeySchema, type StaffRole } from "@shop/domain";
import { errorAnswer } from "./answers/answers.js";
import { OPERATIONS, type Operation } from "./operations/operations.js";
import { routeKey, type RouteRoles } from "./route-roles.js";

/** Issue 30's header: 1–255 printable ASCII characters (@shop/domain's schema, as the API checks it). */
export const idempotencyKeyHeader = idempotencyKeySchema.meta({
  description:
    "Optional. The same key with the same body answers the first call's answer again instead of acting twice " +
    "(422 `idempotency-key-reused` with another body, 409 `idempotency-key-in-use` while the first call is still running).",
});

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (`invalid-argument`, `bad-request`)",
  401: "No valid Firebase ID token (`unauthenticated`), or a second-look change without a sign-in in the last 5 minutes (`recent-sign-in-required`)",
  403: "Not allowed for this caller (`permission-denied`), or a staff call from a token signed in without a second factor (`second-factor-required`)",
  404: "Unknown id (`not-found`)",
  409: "Conflicts with the current state (`conflict`, `failed-precondition`, `idempotency-key-in-use`)",
  413: "Body over 64 KB (`payload-too-large`)",
  415: "Body not JSON (`unsupported-media-type`)",
  422: "Idempotency-Key reused with another request (`idempotency-key-reused`)",
  429: "Too many requests (`rate-limited`); see Retry-After",
  503: "Busy, or a provider (Stripe, Stripe Tax, Storage) did not answer in time; try again after Retry-After (`unavailable`)",
};

const MALFORMED_JSON = "; a body that is not valid JSON is refused by the platform with an HTML page";
const WRITES = new Set(["post", "put", "patch", "delete"]);

/** The refusals an operation may answer: by its access, inputs and kind, plus its own. */
export function refusalsOf(op: Operation): number[] {
  const s = new Set<number>([503, ...(op.errors ?? [])]);
  const write = WRITES.has(op.method);
  if (op.params || op.query || op.body || write) s.add(400);
  if (op.access !== "public") s.add(401).add(403);
  if (op.params) s.add(404);
  if (write) s.add(413).add(415);
  if (op.idempotent) s.add(409).add(422);
  return [...s].sort((a, b) => a - b);
}

/** `/purchase/:id` → `/purchase/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

const operationId = (op: Operation) =>
  op.method +
  op.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

const SECURITY: Record<Operation["access"], ZodOpenApiOperationObject["security"]> = {
  public: [],
  optional: [{}, { firebaseIdToken: [] }],
  user: [{ firebaseIdToken: [] }],
  admin: [{ firebaseIdToken: [] }],
};

type Responses = Record<string, ZodOpenApiResponseObject>;

function success(op: Operation): Responses {
  const ok = op.ok;
  if (ok.status === 204) return { 204: { description: ok.description } };
  if ("json" in ok)
    return {
      [ok.status]: { description: ok.description, content: { "application/json": { schema: ok.json } } },
    };
  const types = Array.isArray(ok.file) ? ok.file : [ok.file];
  const content = Object.fromEntries(types.map((t) => [t, { schema: { type: "string" as const } }]));
  return { 200: { description: ok.description, content } };
}

/** A staff operation names its roles (`x-roles`, from the route's guard: route-roles.ts). */
function staffPart(roles: readonly StaffRole[] | undefined) {
  if (!roles) return {};
  const names = roles.map((r) => `\`${r}\``).join(", ");
  return {
    description: `Staff roles: ${names} (the ID token's \`role\` claim; a legacy \`admin: true\` is \`admin\`). 403 for anybody else: \`${ROLE_DENIED_MESSAGE}\` for another staff role.`,
    "x-admin": true,
    "x-roles": [...roles],
  };
}

function operationObject(op: Operation, roles: readonly StaffRole[] | undefined): ZodOpenApiOperationObject {
  const responses: Responses = success(op);
  if (op.accepted)
    responses[202] = {
      description: op.accepted.description,
      content: { "application/json": { schema: op.accepted.json } },
    };
  for (const status of refusalsOf(op)) {
    // A body that is not valid JSON is refused by the Cloud Functions platform's own parser, before
    // the app sees it: that 400 comes as a plain HTML page.
    const platformPage = status === 400 && WRITES.has(op.method);
    responses[status] = {
      description: `${ERROR_TEXT[status] ?? "Refused"}${platformPage ? MALFORMED_JSON : ""}`,
      content: {
        "application/json": { schema: errorAnswer },
        ...(platformPage && { "text/html": { schema: { type: "string" } } }),
      },
      ...(status === 429 || status === 503
        ? { headers: { "Retry-After": { schema: { type: "integer" } } } }
        : {}),
    };
  }
  const header = op.idempotent ? z.object({ "Idempotency-Key": idempotencyKeyHeader.optional() }) : undefined;
  return {
    operationId: operationId(op),
    summary: op.summary,
    tags: [op.area],
    security: SECURITY[op.access],
    ...staffPart(roles),
    requestParams: {
      ...(op.params && { path: op.params }),
      ...(op.query && { query: op.query }),
      ...(header && { header }),
    },
    ...(op.body && { requestBody: { content: { "application/json": { schema: op.body } } } }),
    responses,
  };
}

/** The document; `roles` from the router that serves the operations (route-roles.ts). */
export function buildDocument(roles: RouteRoles, operations: readonly Operation[] = OPERATIONS) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const key = openApiPath(op.path);
    paths[key] = { ...paths[key], [op.method]: operationObject(op, roles.get(routeKey(op.method, op.path))) };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Gimbal Shop REST API",
      version: "1.0.0",
      description:
        "The shop's own API (Cloud Functions behind Hosting's `/api` rewrite). Money is in integer US cents. " +
        "Send a Firebase ID token as `Authorization: Bearer <token>`; staff routes name the staff roles (the token's `role` claim) that may call them in `x-roles`, and need a token signed in with a second factor (`firebase.sign_in_second_factor`: an authenticator app or a phone; otherwise 403 `second-factor-required`).",
    },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: {
        firebaseIdToken: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token (JWT)" },
      },
    },
    paths,
  });
}

let cached: string | undefined;
/** The document as JSON text, built once per instance. */
export function documentJson(roles: RouteRoles): string {
  cached ??= JSON.stringify(buildDocument(roles));
  return cached;
}
