/** Display rules shared by the web and the API (spec §9). No dependencies: safe for the first page. */

/** Text cutting for cards (spec §9). */
export const NAME_CUT = 50;
export const DESCRIPTION_CUT = 100;
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

export const PAGE_SIZE = { products: 6, feedback: 3 } as const;
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The last page a public list serves (the API caps page offsets there). */
export const MAX_LIST_PAGE = 50;
/** A list's page from a URL's `?page=` (absent, not a whole number or out of range: page 1). */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^[1-9][0-9]{0,2}$/.test(value)) return 1;
  const page = Number(value);
  return page <= MAX_LIST_PAGE ? page : 1;
}
