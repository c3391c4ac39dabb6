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
