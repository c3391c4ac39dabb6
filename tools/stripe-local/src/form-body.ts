/**
 * Parsing of Stripe's `application/x-www-form-urlencoded` request bodies (and query strings).
 *
 * Stripe uses Rack-style bracket nesting:
 *   metadata[purchaseId]=abc                  -> { metadata: { purchaseId: "abc" } }
 *   payment_method_data[card][number]=4242..  -> { payment_method_data: { card: { number: "4242.." } } }
 *   payment_method_types[]=card               -> { payment_method_types: ["card"] }
 *   payment_method_types[0]=card              -> { payment_method_types: { "0": "card" } }  (see readStringArray)
 *
 * Objects are created without a prototype so keys such as `__proto__` are plain data.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormParseError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
    this.name = "FormParseError";
  }
}

export function emptyFormObject(): FormObject {
  return Object.create(null) as FormObject;
}

function decodeComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Malformed percent-escapes: keep the text as given rather than rejecting the request.
    return spaced;
  }
}

/** Splits `a[b][c]` into `["a", "b", "c"]`; `a[]` gives `["a", ""]`. */
export function parseKeyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  let consumed = open;
  while ((match = pattern.exec(key)) !== null) {
    if (match.index !== consumed) break;
    segments.push(match[1] ?? "");
    consumed = pattern.lastIndex;
  }
  if (consumed !== key.length) {
    // Trailing garbage such as `a[b]c`: treat the rest as part of the last segment, like Rack.
    const last = segments.length - 1;
    segments[last] = `${segments[last] ?? ""}${key.slice(consumed)}`;
  }
  return segments;
}

function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function displayPath(segments: readonly string[]): string {
  const [head, ...rest] = segments;
  return `${head ?? ""}${rest.map((s) => `[${s}]`).join("")}`;
}

function assign(target: FormObject, segments: string[], value: string): void {
  let container: FormObject | FormValue[] = target;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? "";
    const isLast = i === segments.length - 1;
    const nextSegment = segments[i + 1];

    if (Array.isArray(container)) {
      // Only reachable through `[]` followed by more segments, e.g. `items[][price]=x`.
      // Rack semantics: start a new element when the last one already has this key.
      const lastElement: FormValue | undefined = container[container.length - 1];
      let element: FormObject;
      if (isFormObject(lastElement) && !Object.hasOwn(lastElement, segment)) {
        element = lastElement;
      } else {
        element = emptyFormObject();
        container.push(element);
      }
      container = element;
      i -= 1; // process this segment again, now against the element object
      continue;
    }

    if (isLast) {
      if (segment === "" && i > 0) {
        throw new FormParseError(`Invalid array: ${displayPath(segments)}`, displayPath(segments));
      }
      container[segment] = value;
      return;
    }

    const existing: FormValue | undefined = container[segment];
    if (nextSegment === "") {
      if (Array.isArray(existing)) {
        container = existing;
      } else {
        const created: FormValue[] = [];
        container[segment] = created;
        container = created;
      }
      // Skip the "" segment: the array itself is now the container.
      i += 1;
      if (i === segments.length - 1) {
        container.push(value);
        return;
      }
      continue;
    }
    if (isFormObject(existing)) {
      container = existing;
    } else {
      const created = emptyFormObject();
      container[segment] = created;
      container = created;
    }
  }
}

/** Parses a form-encoded body or query string (without the leading `?`). */
export function parseFormBody(body: string): FormObject {
  const result = emptyFormObject();
  if (body.trim() === "") return result;
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    const key = decodeComponent(rawKey);
    if (key === "") continue;
    assign(result, parseKeyPath(key), decodeComponent(rawValue));
  }
  return result;
}

/** Stable JSON (sorted object keys) for comparing parameter sets, e.g. for idempotency. */
export function canonicalize(value: FormValue): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalize(value[k] ?? "")}`).join(",")}}`;
}

/** Typed accessors that raise Stripe-style errors for values of the wrong shape. */
export class FormReader {
  constructor(
    readonly data: FormObject,
    readonly prefix: string = "",
  ) {}

  param(key: string): string {
    return this.prefix === "" ? key : `${this.prefix}[${key}]`;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.data, key);
  }

  keys(): string[] {
    return Object.keys(this.data);
  }

  string(key: string): string | undefined {
    if (!this.has(key)) return undefined;
    const value = this.data[key];
    if (typeof value !== "string") {
      throw new FormParseError(`Invalid string: ${describe(value)}`, this.param(key));
    }
    return value;
  }

  /** A non-empty string, or undefined when missing or empty. */
  nonEmptyString(key: string): string | undefined {
    const value = this.string(key);
    return value === undefined || value === "" ? undefined : value;
  }

  integer(key: string): number | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (!/^-?\d+$/.test(raw.trim())) {
      throw new FormParseError(`Invalid integer: ${raw}`, this.param(key));
    }
    const value = Number(raw.trim());
    if (!Number.isSafeInteger(value)) {
      throw new FormParseError(`Invalid integer: ${raw}`, this.param(key));
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (raw === "true") return true;
    if (raw === "false") return false;
    throw new FormParseError(`Invalid boolean: ${raw}`, this.param(key));
  }

  /** Nested hash, e.g. `payment_method_data[card]`. An empty string counts as "unset" (Stripe's way to clear). */
  object(key: string): FormReader | undefined {
    if (!this.has(key)) return undefined;
    const value = this.data[key];
    if (value === "") return undefined;
    if (!isFormObject(value)) {
      throw new FormParseError("Invalid object", this.param(key));
    }
    return new FormReader(value, this.param(key));
  }

  /** Accepts `key[]=a&key[]=b` and the SDK's `key[0]=a&key[1]=b`. */
  stringArray(key: string): string[] | undefined {
    if (!this.has(key)) return undefined;
    const value = this.data[key];
    if (value === "") return [];
    let items: FormValue[];
    if (Array.isArray(value)) {
      items = value;
    } else if (isFormObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
      items = Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => value[k] ?? "");
    } else {
      throw new FormParseError("Invalid array", this.param(key));
    }
    return items.map((item, index) => {
      if (typeof item !== "string") {
        throw new FormParseError(`Invalid string: ${describe(item)}`, `${this.param(key)}[${index}]`);
      }
      return item;
    });
  }
}

function describe(value: FormValue | undefined): string {
  if (value === undefined) return "undefined";
  if (typeof value === "string") return value;
  return Array.isArray(value) ? "[...]" : "{...}";
}
