import { startTransition, useCallback, useEffect, useState } from "react";
import { initialAnswer, useInitialData } from "./initial-data";

export type AsyncState<T> =
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: undefined; error: Error };

type Settled<T> = { key: string } & (
  { status: "success"; data: T; error: undefined } | { status: "error"; data: undefined; error: Error }
);

const LOADING = { status: "loading", data: undefined, error: undefined } as const;

/**
 * Runs `load` whenever `key` changes (or `reload` is called) and exposes loading / success /
 * error. Answers for an outdated key are dropped; while a new key loads, the state is loading.
 * An answer is shown as a transition: React renders the list in slices the browser can interrupt
 * (no long task when a pre-rendered page's lists arrive, during or after its hydration, which is a
 * transition too: web/src/main.tsx). When the server rendered the page with this key's answer
 * (lib/api/initial-data.tsx), the first render shows that answer and nothing is fetched for it.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): AsyncState<T> & { reload: () => void } {
  const initial = useInitialData();
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const answer = initialAnswer(initial, key);
    return answer.found
      ? { key: `${key}#0`, status: "success", data: answer.value as T, error: undefined }
      : null;
  });
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const runKey = `${key}#${nonce}`;

  useEffect(() => {
    // The server's answer for this key is shown already: nothing to fetch (a later mount fetches).
    initial.delete(key);
    if (settled?.key === runKey) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          startTransition(() => setSettled({ key: runKey, status: "success", data, error: undefined }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setSettled({
            key: runKey,
            status: "error",
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
        );
      },
    );
    return () => controller.abort();
    // `load` is an inline lambda that changes with `key`; keying on runKey avoids refetch loops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  if (!settled || settled.key !== runKey) return { ...LOADING, reload };
  const { key: _key, ...state } = settled;
  return { ...state, reload };
}
