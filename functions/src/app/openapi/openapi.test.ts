import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../routes.js";
import { withCurrentTables } from "./api-markdown.js";
import { buildDocument, openApiPath } from "./document.js";
import { OPERATIONS } from "./operations/operations.js";
import { routeKey, routeRoles } from "./route-roles.js";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** "GET /purchase/:id" for every route the API's router registers. */
function routed(): string[] {
  const layers = (apiRoutes() as unknown as { stack: Layer[] }).stack;
  return layers.flatMap(({ route }) =>
    route ? Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${route.path}`) : [],
  );
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const roles = routeRoles(apiRoutes());
const doc = buildDocument(roles);
/** "GET /purchase/{id}" for every operation of the document. */
const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
);

describe("the OpenAPI document and the router", () => {
  it("agree both ways: every route documented, every documented operation routed", () => {
    const routes = routed();
    const asDocumented = (r: string) => openApiPath(r);
    const missing = routes.filter((r) => !documented.includes(asDocumented(r)));
    const notRouted = documented.filter((d) => !routes.some((r) => asDocumented(r) === d));
    expect(
      missing,
      `Routed but not documented: add an entry to functions/src/app/openapi/operations/operations-*.ts for ${missing.join(", ")}`,
    ).toEqual([]);
    expect(notRouted, `Documented but no route answers: ${notRouted.join(", ")}`).toEqual([]);
    expect(new Set(routes).size, "a route is registered twice").toBe(routes.length);
  });

  it("names the staff roles of exactly the staff operations, from their routes' guards (issue 52)", () => {
    const staff = OPERATIONS.filter((op) => op.access === "admin").map((op) => routeKey(op.method, op.path));
    expect([...roles.keys()].sort()).toEqual(staff.sort());
    const xRoles = (path: string, m: (typeof METHODS)[number]) =>
      (doc.paths?.[path]?.[m] as { "x-roles"?: string[] } | undefined)?.["x-roles"];
    expect(xRoles("/users/{uid}/role", "put")).toEqual(["owner"]);
    expect(xRoles("/products/{id}", "patch")).toEqual(["owner", "admin", "manager"]);
    expect(xRoles("/payments/export.csv", "get")).toEqual(["owner", "admin", "accountant"]);
    expect(xRoles("/reconciliations", "post")).toEqual(["owner", "admin"]);
    expect(xRoles("/purchase/{id}", "put")).toEqual(["owner", "admin", "fulfilment"]);
    expect(xRoles("/purchase/{id}/refund", "post")).toEqual(["owner", "admin", "support"]);
    expect(xRoles("/purchase", "get")).toBeUndefined();
  });

  it("is OpenAPI 3.1 whose every schema compiles (JSON Schema 2020-12), with bearer security and the error shape", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: "doc", components: doc.components });
    const schemas = new Set<string>();
    const walk = (node: unknown, key?: string): void => {
      if (Array.isArray(node)) node.forEach((n) => walk(n));
      else if (node && typeof node === "object") {
        if (key === "schema") schemas.add(JSON.stringify(node));
        for (const [k, v] of Object.entries(node)) walk(v, k);
      }
    };
    walk(doc.paths);
    expect(schemas.size).toBeGreaterThan(50);
    for (const s of schemas) {
      const withRefs = JSON.parse(s.replaceAll('"#/components/', '"doc#/components/')) as object;
      expect(() => ajv.compile(withRefs)).not.toThrow();
    }
    expect(doc.components?.securitySchemes?.firebaseIdToken).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(doc.paths?.["/users"]?.get?.responses?.["403"]).toBeDefined();
  }, 120_000);

  it("declares the Idempotency-Key header on exactly the operations that take it", () => {
    const withKey = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((m) =>
        (item[m]?.parameters ?? []).some((p) => "name" in p && p.name === "Idempotency-Key"),
      ).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(withKey.sort()).toEqual(
      [
        "POST /orders",
        "POST /purchase",
        "POST /orders/{id}/payment-intent",
        "POST /purchase/{id}/refund",
        "POST /promo-codes",
        "POST /products",
        "POST /purchase/{id}/returns",
        "POST /refund-approvals/{id}/approve",
        "POST /refund-approvals/{id}/decline",
        "POST /returns/{id}/approve",
        "POST /returns/{id}/reject",
        "POST /returns/{id}/receive",
        "PUT /shipping-zones/{id}",
        "PUT /products/{id}/translations/{locale}",
        "PUT /users/{uid}/role",
      ].sort(),
    );
  });

  it("functions/API.md holds the operation tables of the current document", () => {
    const text = readFileSync(new URL("../../../API.md", import.meta.url), "utf8");
    expect(
      text === withCurrentTables(text, doc),
      "functions/API.md is out of date: run `npm run api-doc`",
    ).toBe(true);
  });
});
