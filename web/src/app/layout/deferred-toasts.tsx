import { lazy, Suspense, useEffect, useState } from "react";

const Toasts = lazy(() => import("./toasts").then((m) => ({ default: m.Toasts })));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
/** Without any interaction, the container still arrives shortly after the page settles. */
const FALLBACK_MS = 4000;

/**
 * The toast container (react-toastify and its CSS) is not needed to paint a page: toasts answer
 * what the user does. It is loaded on the first interaction (or a few seconds after load).
 * react-toastify queues toasts raised before its container mounts, so none is lost.
 */
export function DeferredToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const timer = window.setTimeout(load, FALLBACK_MS);
    for (const type of INTERACTIONS)
      window.addEventListener(type, load, { once: true, capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true });
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
