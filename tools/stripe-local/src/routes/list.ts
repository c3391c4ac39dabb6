/**
 * Stripe's list endpoints: `created` filters (`created=<t>` or `created[gt|gte|lt|lte]=<t>`, unix
 * seconds, inclusive where Stripe's are), `limit` (1–100, default 10), cursor pagination with
 * `starting_after` / `ending_before`, newest first, answered as `{ object: "list", data, has_more, url }`.
 */
import { invalidRequest, unknownParam } from "../errors.js";
import type { FormReader } from "../form-body.js";

export interface Listable {
  id: string;
  created: number;
}

export interface ListPage<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

interface CreatedRange {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

export interface ListParams {
  limit: number;
  created: CreatedRange;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
}

const RANGE_KEYS = ["gt", "gte", "lt", "lte"] as const;

function readLimit(reader: FormReader): number {
  const limit = reader.string("limit") === "" ? undefined : reader.integer("limit");
  if (limit === undefined) return 10;
  if (limit < 1) {
    throw invalidRequest(
      "This value must be greater than or equal to 1.",
      "limit",
      "parameter_invalid_integer",
    );
  }
  if (limit > 100) {
    throw invalidRequest(
      "This value must be less than or equal to 100.",
      "limit",
      "parameter_invalid_integer",
    );
  }
  return limit;
}

function readCreated(reader: FormReader): CreatedRange {
  if (!reader.has("created") || reader.data["created"] === "") return {};
  const raw = reader.data["created"];
  if (typeof raw === "string") {
    const exact = reader.integer("created");
    return exact === undefined ? {} : { gte: exact, lte: exact };
  }
  const range = reader.object("created");
  if (!range) return {};
  const known: readonly string[] = RANGE_KEYS;
  const unknown = range.keys().find((key) => !known.includes(key));
  if (unknown !== undefined) throw unknownParam(`created[${unknown}]`);
  const out: CreatedRange = {};
  for (const key of RANGE_KEYS) {
    const value = range.string(key) === "" ? undefined : range.integer(key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The list parameters every list endpoint shares (errors are Stripe's 400s). */
export function readListParams(reader: FormReader): ListParams {
  const startingAfter = reader.nonEmptyString("starting_after");
  const endingBefore = reader.nonEmptyString("ending_before");
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw invalidRequest(
      "You may only specify one of these parameters: ending_before, starting_after.",
      "ending_before",
    );
  }
  return { limit: readLimit(reader), created: readCreated(reader), startingAfter, endingBefore };
}

function inRange(created: number, range: CreatedRange): boolean {
  return (
    (range.gt === undefined || created > range.gt) &&
    (range.gte === undefined || created >= range.gte) &&
    (range.lt === undefined || created < range.lt) &&
    (range.lte === undefined || created <= range.lte)
  );
}

interface ListOptions<T> {
  /** Every object of the resource, oldest first (creation order breaks ties of `created`). */
  all: readonly T[];
  /** The endpoint's own filters (e.g. `payment_intent`). */
  filter?: (item: T) => boolean;
  params: ListParams;
  url: string;
  /** For the error on an unknown cursor: `No such <objectName>: '<id>'`. */
  objectName: string;
}

/** One page, newest first; copies of the objects. */
export function listPage<T extends Listable>(options: ListOptions<T>): ListPage<T> {
  const { all, params } = options;
  const position = new Map(all.map((item, index) => [item.id, index] as const));
  // Newest first: higher `created`, then later creation.
  const rank = (item: T): [number, number] => [item.created, position.get(item.id) ?? -1];
  const newer = (a: [number, number], b: [number, number]): boolean =>
    a[0] !== b[0] ? a[0] > b[0] : a[1] > b[1];
  const filter = options.filter ?? (() => true);
  let matching = all
    .filter((item) => filter(item) && inRange(item.created, params.created))
    .sort((a, b) => (newer(rank(a), rank(b)) ? -1 : 1));

  const cursorId = params.startingAfter ?? params.endingBefore;
  let data: T[];
  let hasMore: boolean;
  if (cursorId === undefined) {
    data = matching.slice(0, params.limit);
    hasMore = matching.length > params.limit;
  } else {
    const param = params.startingAfter !== undefined ? "starting_after" : "ending_before";
    const cursor = all.find((item) => item.id === cursorId);
    if (!cursor) {
      throw invalidRequest(`No such ${options.objectName}: '${cursorId}'`, param, "resource_missing");
    }
    const at = rank(cursor);
    if (param === "starting_after") {
      matching = matching.filter((item) => newer(at, rank(item)));
      data = matching.slice(0, params.limit);
    } else {
      matching = matching.filter((item) => newer(rank(item), at));
      data = matching.slice(Math.max(0, matching.length - params.limit));
    }
    hasMore = matching.length > params.limit;
  }
  return {
    object: "list",
    data: data.map((item) => structuredClone(item)),
    has_more: hasMore,
    url: options.url,
  };
}
