import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./app/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/**
 * The app's modules (router, layout, home page) are loaded with a dynamic import, not with this
 * entry: the browser evaluates each module graph in one task, and React DOM with the app in one
 * graph was a single long task (issue 34, Total Blocking Time). This entry only starts React DOM;
 * the app is evaluated in a later task, the page's screen in another one.
 * The entry also stays small for a second reason: React DOM creates its internal Error objects
 * while it starts, and under DevTools (which Lighthouse is) V8 then re-parses every script function
 * on the stack to map the frames to source positions; a small caller keeps that re-parse small.
 */
const loadApp = () => import("./app/client-app");

// The build pre-renders the public pages (data-prerendered names the path it rendered); any other
// URL gets the empty app shell (Hosting's fallback) and is rendered here.
if (root.dataset.prerendered === window.location.pathname) {
  // The first paint of the HTML never waits for the app's modules nor for hydration's work.
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  // Hydration as a transition: React works on it in slices of a few milliseconds and lets the
  // browser handle input and paint in between, instead of one long task after the first paint (the
  // Total Blocking Time Lighthouse measured). VITE_HYDRATION=blocking builds the former behaviour,
  // the bench's baseline.
  void painted.then(async () => {
    const { clientApp, preloadRoute } = await loadApp();
    // The page's screen (a lazy chunk the HTML already preloads), so hydration needs no fallback.
    await preloadRoute(window.location.pathname);
    const app = clientApp(document);
    if (import.meta.env.VITE_HYDRATION === "blocking") hydrateRoot(root, app);
    else startTransition(() => void hydrateRoot(root, app));
  });
} else {
  void loadApp().then(({ clientApp }) => createRoot(root).render(clientApp(document)));
}
