import { useCallback, useEffect, useRef } from "react";
import type { Auth, RecaptchaVerifier } from "firebase/auth";
import { invisibleRecaptcha } from "./second-factor-auth";

/**
 * One invisible reCAPTCHA per screen for sending SMS codes: made on the first send in the element
 * `container` points at, reused for "Send a new code" (the SDK resets it after each use), cleared
 * when the screen goes.
 */
export function useRecaptcha() {
  const container = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // React's development double effects remount at once, while the first SMS is under way:
      // only a screen that is really gone clears its reCAPTCHA.
      setTimeout(() => {
        if (mounted.current) return;
        verifier.current?.clear();
        verifier.current = null;
      }, 0);
    };
  }, []);
  const verifierFor = useCallback((auth: Auth): RecaptchaVerifier => {
    if (!container.current) throw new Error("The reCAPTCHA container is not in the page");
    verifier.current ??= invisibleRecaptcha(auth, container.current);
    return verifier.current;
  }, []);
  return { container, verifierFor };
}
