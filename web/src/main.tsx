import "./app/styles.css";
import { firstIntent, holdUntilHydrated, hydratesOnIntent } from "./app/hydrate-on-intent";
import { seesServerView } from "./lib/session/visitor-view";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/**
 * React DOM and the app's modules (router, layout, the page's screen) are loaded with dynamic
 * imports, one after the other: the browser evaluates each module graph in one task, and React DOM
 * with the app in one graph was a single long task (issue 34, Total Blocking Time). The HTML
 * preloads both (fetched, not evaluated).
 * The entry also stays small for a second reason: React DOM creates its internal Error objects
 * while it starts, and under DevTools (which Lighthouse is) V8 then re-parses every script function
 * on the stack to map the frames to source positions; a small caller keeps that re-parse small.
 */
async function loadApp() {
  const dom = await import("react-dom/client");
  const { startTransition } = await import("react");
  return { dom, startTransition, ...(await import("./app/client-app")) };
}

// The build pre-renders the public pages (data-prerendered names the path it rendered); any other
// URL gets the empty app shell (Hosting's fallback) and is rendered here.
if (root.dataset.prerendered === window.location.pathname) {
  // The page as served is what this visitor sees (signed out, the server's currency and locale):
  // React starts at their first intent (app/hydrate-on-intent.ts), not during the first load (the
  // HTML only prefetches its modules: scripts/prerender/site-files.ts). What any visitor does
  // before hydration has finished is held and replayed after it. Otherwise (another currency or
  // language, signed in), and in a VITE_HYDRATION=load or =blocking build (the bench's baselines),
  // at once after the first paint of the HTML (which never waits for the app's modules).
  const onIntent =
    hydratesOnIntent(import.meta.env.VITE_HYDRATION) && seesServerView(window.location.search, navigator);
  // A press before hydration has finished would otherwise be lost (React DOM loads after the paint).
  const held = holdUntilHydrated(document);
  const start = onIntent
    ? firstIntent(document)
    : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  void start
    .then(async () => {
      const { dom, startTransition, clientApp, preloadRoute } = await loadApp();
      // The page's screen (a lazy chunk the HTML already preloads), so hydration needs no fallback.
      await preloadRoute(window.location.pathname);
      const app = clientApp(document, held.replay);
      // Hydration as a transition: React works on it in slices of a few milliseconds and lets the
      // browser handle input and paint in between, instead of one long task (the Total Blocking
      // Time Lighthouse measured). VITE_HYDRATION=blocking builds the former behaviour, the
      // bench's baseline.
      if (import.meta.env.VITE_HYDRATION === "blocking") dom.hydrateRoot(root, app);
      else startTransition(() => void dom.hydrateRoot(root, app));
    })
    // Without the app (its scripts failed to load) the page stays as served: links and forms work
    // as plain HTML, so the held presses are let go.
    .catch((error: unknown) => {
      held.replay();
      throw error;
    });
} else {
  void loadApp().then(({ dom, clientApp }) => dom.createRoot(root).render(clientApp(document)));
}
