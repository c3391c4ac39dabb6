import { useCallback, useEffect, useState } from "react";

export type RefreshableState<T> =
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: Error };

/**
 * Loads `load()` when `key` changes, like `useAsync`, but `refresh()` keeps the rows on screen
 * while the new answer arrives (`refreshing`), so an admin list does not flash to a spinner after
 * every action.
 */
export function useRefreshable<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): RefreshableState<T> & { refreshing: boolean; refresh: () => void } {
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<RefreshableState<T> & { key: string }>({
    key,
    status: "loading",
    data: undefined,
    error: undefined,
  });
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    setNonce((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ key, status: "success", data, error: undefined });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          key,
          status: "error",
          data: previous.key === key ? previous.data : undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
        setRefreshing(false);
      },
    );
    return () => controller.abort();
    // `load` is an inline lambda that changes with `key`; keying on key + nonce avoids refetch loops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);

  if (state.key !== key)
    return { status: "loading", data: undefined, error: undefined, refreshing: false, refresh };
  const { key: _key, ...rest } = state;
  return { ...rest, refreshing, refresh };
}
