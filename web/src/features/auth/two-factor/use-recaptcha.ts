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
  useEffect(
    () => () => {
      verifier.current?.clear();
      verifier.current = null;
    },
    [],
  );
  const verifierFor = useCallback((auth: Auth): RecaptchaVerifier => {
    if (!container.current) throw new Error("The reCAPTCHA container is not in the page");
    verifier.current ??= invisibleRecaptcha(auth, container.current);
    return verifier.current;
  }, []);
  return { container, verifierFor };
}
