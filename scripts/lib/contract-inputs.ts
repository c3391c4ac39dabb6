/**
 * Inputs for the contract check, made from the OpenAPI document's JSON Schemas: a valid sample
 * of a schema (required properties only, the smallest allowed numbers, strings that match their
 * pattern) and a few invalid variants of a request.
 */
type Schema = Record<string, unknown>;

const today = new Date().toISOString().slice(0, 10);
/** Strings tried in turn against a pattern; the first that matches is the sample. */
const CANDIDATES = [
  "contract-probe",
  "CONTRACT1",
  "contract@example.com",
  today,
  "+1 555 0100",
  "pi_contractprobe",
  "contract probe",
  "1",
];

export function resolve(schema: unknown, components: Schema): Schema {
  let s = (schema ?? {}) as Schema;
  for (let depth = 0; typeof s.$ref === "string" && depth < 10; depth += 1) {
    const name = s.$ref.split("/").pop() ?? "";
    s = ((components.schemas as Schema | undefined)?.[name] ?? {}) as Schema;
  }
  return s;
}

function sampleString(s: Schema): string {
  if (s.format === "date-time") return new Date().toISOString();
  const min = typeof s.minLength === "number" ? s.minLength : 1;
  if (typeof s.pattern === "string") {
    const re = new RegExp(s.pattern, "u");
    return CANDIDATES.find((c) => re.test(c)) ?? "contract";
  }
  return "contract".padEnd(min, "x");
}

function sampleNumber(s: Schema): number {
  let n = typeof s.minimum === "number" ? s.minimum : 1;
  if (typeof s.exclusiveMinimum === "number") n = s.exclusiveMinimum + 1;
  if (typeof s.maximum === "number") n = Math.min(n, s.maximum);
  return n;
}

/** A value that fits the schema (as far as its keywords say). */
export function sample(schema: unknown, components: Schema): unknown {
  const s = resolve(schema, components);
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ("default" in s) return s.default;
  const choice = (s.anyOf ?? s.oneOf ?? s.allOf) as unknown[] | undefined;
  if (choice?.[0]) return sample(choice[0], components);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "string":
      return sampleString(s);
    case "integer":
    case "number":
      return sampleNumber(s);
    case "boolean":
      return false;
    case "array":
      return Array.from({ length: typeof s.minItems === "number" ? s.minItems : 0 }, () =>
        sample(s.items, components),
      );
    case "object": {
      const props = (s.properties ?? {}) as Schema;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, sample(props[k], components)]));
    }
    default:
      return "contract";
  }
}

/** A value of the wrong type for the schema. */
export function wrongValue(schema: unknown, components: Schema): unknown {
  const s = resolve(schema, components);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === "string" ? 12345 : "not-a-number";
}
