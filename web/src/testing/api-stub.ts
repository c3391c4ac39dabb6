/**
 * A stand-in for the shop's REST API in component tests: `fetch` answers from `handler`, and
 * every call is recorded (method, path, query) so tests can count requests.
 */
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function stubApi(handler: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const call: ApiCall = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api/, ""),
      query: url.searchParams,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json", ...answer.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** The calls made to `method path` so far. */
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}

/** The API's error body (spec: `{ error: { code, message } }`). */
export const apiError = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  body: { error: { code, message } },
});
