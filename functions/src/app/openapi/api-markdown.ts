/**
 * The operation tables of functions/API.md, rendered from the OpenAPI document: the block between
 * the two markers is written by `npm run api-doc` and checked by openapi.test.ts.
 */
import type { buildDocument } from "./document.js";

export const BEGIN =
  "<!-- operations: generated from the OpenAPI document by `npm run api-doc`; do not edit -->";
export const END = "<!-- end of the generated operations -->";

type Doc = ReturnType<typeof buildDocument>;
interface Json {
  [key: string]: unknown;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const WHO: Record<string, string> = {
  public: "anybody",
  optional: "anybody (token read when sent)",
  user: "signed-in",
};

const propertyNames = (schema: unknown): string[] => {
  const s = (schema ?? {}) as Json;
  const props = Object.keys((s.properties as Json | undefined) ?? {});
  const required = new Set((s.required as string[] | undefined) ?? []);
  return props.map((p) => (required.has(p) ? p : `${p}?`));
};

function who(op: Json): string {
  const security = (op.security as Json[] | undefined) ?? [];
  if (security.length === 0) return WHO.public ?? "";
  if (security.some((s) => Object.keys(s).length === 0)) return WHO.optional ?? "";
  const roles = op["x-roles"] as string[] | undefined;
  return roles ? roles.join(", ") : (WHO.user ?? "");
}

function input(op: Json): string {
  const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === "query");
  const query = params.map((p) => `${String(p.name)}=`);
  const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const schema = (body?.["application/json"] as Json | undefined)?.schema;
  const parts = [
    ...(query.length ? [`?${query.join("&")}`] : []),
    ...(schema ? [`{ ${propertyNames(schema).join(", ")} }`] : []),
  ];
  return parts.length ? parts.map((p) => `\`${p}\``).join(" ") : "–";
}

function answers(op: Json): { ok: string; refusals: string } {
  const responses = (op.responses as Record<string, Json> | undefined) ?? {};
  const codes = Object.keys(responses);
  const ok = codes
    .filter((c) => c < "400")
    .map((c) => {
      const content = (responses[c]?.content as Json | undefined) ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      const schema = ((media as Json | undefined)?.schema as Json | undefined) ?? {};
      const name = (s: Json | undefined) =>
        typeof s?.$ref === "string" ? s.$ref.split("/").pop() : undefined;
      const what =
        name(schema) ?? (name(schema.items as Json | undefined) ? `[${name(schema.items as Json)}]` : type);
      return `${c}${what ? ` ${what}` : ""}`;
    })
    .join(", ");
  return { ok, refusals: codes.filter((c) => c >= "400").join(" ") };
}

/** The generated block: one table per area, in the document's order. */
export function operationTables(doc: Doc): string {
  const byArea = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = (item as Json)[m] as Json | undefined;
      if (!op) continue;
      const area = ((op.tags as string[] | undefined) ?? ["other"])[0] ?? "other";
      const { ok, refusals } = answers(op);
      const row = `| ${m.toUpperCase()} ${path} | ${who(op)} | ${input(op)} | ${ok} | ${refusals} | ${String(op.summary)} |`;
      byArea.set(area, [...(byArea.get(area) ?? []), row]);
    }
  }
  const tables = [...byArea].map(
    ([area, rows]) =>
      `### ${area}\n\n| Method and path | Who | Query / body | Answer | Refusals | What |\n|---|---|---|---|---|---|\n${rows.join("\n")}`,
  );
  return `${BEGIN}\n\n${tables.join("\n\n")}\n\n${END}`;
}

/** `text` with its generated block replaced by the current one. */
export function withCurrentTables(text: string, doc: Doc): string {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`API.md has no block between "${BEGIN}" and "${END}"`);
  return text.slice(0, start) + operationTables(doc) + text.slice(end + END.length);
}
