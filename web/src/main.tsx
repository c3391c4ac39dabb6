import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";
import { InitialDataProvider, readInitialData } from "./lib/initial-data";
import "./app/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// The data the server rendered the page with (the catalogue's page on /, /home and /shop).
const app = (
  <StrictMode>
    <InitialDataProvider data={readInitialData(document)}>
      <App />
    </InitialDataProvider>
  </StrictMode>
);

// The build pre-renders the public pages (data-prerendered names the path it rendered); any other
// URL gets the empty app shell (Hosting's fallback) and is rendered here.
if (root.dataset.prerendered === window.location.pathname) {
  // Before hydrating: the page's screen (a lazy chunk the HTML already preloads), so hydration needs
  // no fallback; and the first paint of the HTML, which never waits for hydration's work.
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  // Hydration as a transition: React works on it in slices of a few milliseconds and lets the
  // browser handle input and paint in between, instead of one long task after the first paint (the
  // Total Blocking Time Lighthouse measured). VITE_HYDRATION=blocking builds the former behaviour,
  // the bench's baseline.
  const hydrate =
    import.meta.env.VITE_HYDRATION === "blocking"
      ? () => hydrateRoot(root, app)
      : () => startTransition(() => void hydrateRoot(root, app));
  void Promise.all([preloadRoute(window.location.pathname), painted]).then(hydrate);
} else {
  createRoot(root).render(app);
}
