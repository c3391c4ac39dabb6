/**
 * Data the server rendered a page with (the storefront function: the catalogue's current page on
 * `/`, `/home` and `/shop`), so that the browser's first render is the server's and hydration
 * matches. The server embeds it as `<script type="application/json" id="initial-data">` (never
 * executed, so the CSP's script-src does not apply); `useAsync` starts from it instead of fetching.
 * One map per render: the server renders concurrent requests, so it is a context, not a module variable.
 */
import { createContext, useContext, type ReactNode } from "react";

export const INITIAL_DATA_ID = "initial-data";

/** Answers by `useAsync` key. An entry is dropped once used: a later visit fetches. */
export type InitialData = Map<string, unknown>;

const InitialDataContext = createContext<InitialData>(new Map());

export function InitialDataProvider({ data, children }: { data: InitialData; children: ReactNode }) {
  return <InitialDataContext value={data}>{children}</InitialDataContext>;
}

export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/** The embedded data of this document (an empty map when there is none or it does not parse). */
/** The URL (path and query) the browser loaded the page at: the one its embedded data is for. */
let renderedUrl: string | undefined;
const urlOf = (where: Pick<Location, "pathname" | "search">) => `${where.pathname}${where.search}`;

/**
 * The server's answer for `key`, while the browser still shows the URL the page was served for.
 * A screen that mounts after a navigation (the app hydrates on the visitor's first intent, so a
 * screen of the first page may never have mounted to use its answer) must not get the first page's
 * answers, old by then: at another URL the whole map is dropped and every screen fetches.
 */
export function initialAnswer(initial: InitialData, key: string): { found: boolean; value: unknown } {
  if (renderedUrl !== undefined && typeof window !== "undefined" && urlOf(window.location) !== renderedUrl)
    initial.clear();
  return initial.has(key) ? { found: true, value: initial.get(key) } : { found: false, value: undefined };
}

export function readInitialData(doc: Document): InitialData {
  if (doc.location) renderedUrl = urlOf(doc.location);
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The `<script>` that carries `data` in the HTML ("<" escaped: no text can close the element). */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(Object.fromEntries(data)).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
