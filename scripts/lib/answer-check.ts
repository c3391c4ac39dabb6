/**
 * The API answers recorded by the suites (tests/support/answer-log.ts) checked against the OpenAPI
 * document the API serves: each answer's status must be documented for its operation and its JSON
 * body must fit the documented schema. Also says which operations got no answer at all.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { RESULTS_DIR } from "./results.js";

export const ANSWERS_DIR = path.join(RESULTS_DIR, "answers");

interface Recorded {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

interface MediaObject {
  schema?: unknown;
}
interface OperationObject {
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: unknown;
}

export interface AnswerCheck {
  checked: number;
  /** Answers the document does not describe (status or body), at most one line per problem. */
  problems: string[];
  /** "GET /docs" for each documented operation no recorded answer exercised. */
  unexercised: string[];
}

interface Matcher {
  key: string;
  method: string;
  pattern: RegExp;
  params: number;
  op: OperationObject;
}

function matchers(doc: OpenApiDocument): Matcher[] {
  return Object.entries(doc.paths)
    .flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${p}`,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${p.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
        params: (p.match(/\{/g) ?? []).length,
        op,
      })),
    )
    .sort((a, b) => a.params - b.params);
}

export function readRecorded(dir = ANSWERS_DIR): Recorded[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) =>
    readFileSync(path.join(dir, f), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Recorded),
  );
}

export function clearRecorded(): void {
  rmSync(ANSWERS_DIR, { recursive: true, force: true });
}

export function checkAnswers(doc: OpenApiDocument, answers: Recorded[]): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: "doc", components: doc.components });
  const compiled = new Map<unknown, ValidateFunction>();
  const validator = (schema: unknown) => {
    let v = compiled.get(schema);
    if (!v) {
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
      v = ajv.compile(JSON.parse(text) as object);
      compiled.set(schema, v);
    }
    return v;
  };
  const all = matchers(doc);
  const seen = new Set<string>();
  const problems = new Set<string>();
  let checked = 0;
  for (const a of answers) {
    const bare = a.path.split("?")[0] ?? a.path;
    const m = all.find((x) => x.method === a.method && x.pattern.test(bare));
    if (!m) continue; // no such route: the router's 404, not an operation's answer
    checked += 1;
    seen.add(m.key);
    const response = m.op.responses?.[String(a.status)];
    if (!response) {
      problems.add(`${m.key}: status ${a.status} is not documented (${a.method} ${a.path})`);
      continue;
    }
    const media = Object.entries(response.content ?? {});
    const json = media.find(([type]) => type === "application/json");
    if (json?.[1].schema !== undefined && a.contentType.startsWith("application/json")) {
      const v = validator(json[1].schema);
      if (!v(a.body)) {
        const e = v.errors?.[0];
        problems.add(`${m.key} ${a.status}: body does not fit: ${e?.instancePath ?? ""} ${e?.message ?? ""}`);
      }
    } else if (media.length > 0 && !media.some(([type]) => a.contentType.startsWith(type))) {
      problems.add(`${m.key} ${a.status}: content type ${a.contentType || "(none)"} is not documented`);
    }
  }
  const unexercised = all.map((m) => m.key).filter((k) => !seen.has(k));
  return { checked, problems: [...problems], unexercised };
}
