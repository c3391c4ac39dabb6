/** Paged lists of the API: a page of documents, each with its id as `_id` (spec §3). */
/** API answers carry the document id as `_id` (spec §3). */
export type WithId<T> = T & { _id: string };

export interface Page<T> {
  items: WithId<T>[];
  total: number;
  pageSize: number;
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: string | null;
}
