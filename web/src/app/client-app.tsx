/**
 * The app as the browser renders it: the router, the layout and the home page, with the data the
 * server rendered the page with. main.tsx loads this module once React DOM has started, so that
 * evaluating it is a task of its own (see main.tsx).
 */
import { StrictMode, useEffect } from "react";
import { InitialDataProvider, readInitialData } from "@/lib/api/initial-data";
import { App } from "./app";

export { preloadRoute } from "./router";

/**
 * Calls `onCommitted` after React's first commit (for a pre-rendered page: its hydration), in a
 * task of its own: the page's Suspense boundaries (the routes') may still be dehydrated then, and
 * React hydrates one at once when an event reaches it, but not from inside its own effects.
 */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    const task = setTimeout(onCommitted);
    return () => clearTimeout(task);
  }, [onCommitted]);
  return null;
}

export function clientApp(doc: Document, onCommitted: () => void = () => undefined) {
  return (
    <StrictMode>
      <InitialDataProvider data={readInitialData(doc)}>
        <App />
      </InitialDataProvider>
      <Committed onCommitted={onCommitted} />
    </StrictMode>
  );
}
