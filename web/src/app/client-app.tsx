/**
 * The app as the browser renders it: the router, the layout and the home page, with the data the
 * server rendered the page with. main.tsx loads this module once React DOM has started, so that
 * evaluating it is a task of its own (see main.tsx).
 */
import { StrictMode } from "react";
import { InitialDataProvider, readInitialData } from "@/lib/initial-data";
import { App } from "./app";

export { preloadRoute } from "./router";

export function clientApp(doc: Document) {
  return (
    <StrictMode>
      <InitialDataProvider data={readInitialData(doc)}>
        <App />
      </InitialDataProvider>
    </StrictMode>
  );
}
