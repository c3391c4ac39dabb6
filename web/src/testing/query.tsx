/** TanStack Query in component tests: the app's own client (lib/api/query-client.ts), no retries. */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { vi } from "vitest";
import { createQueryClient } from "@/lib/api/query-client";

export function createTestQueryClient(onAccessDenied: (error: unknown) => void = vi.fn()): QueryClient {
  const client = createQueryClient({ onAccessDenied });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders `ui` inside a QueryClientProvider; the client is returned for assertions on the cache. */
export function renderWithQuery(
  ui: ReactElement,
  client: QueryClient = createTestQueryClient(),
): RenderResult & { client: QueryClient } {
  return { ...render(<QueryWrapper client={client}>{ui}</QueryWrapper>), client };
}
