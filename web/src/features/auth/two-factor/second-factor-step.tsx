import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Auth, RecaptchaVerifier, User } from "firebase/auth";
import { AuthError } from "../components/auth-parts";
import { CodeField, ENTER_THE_CODE, cleanCode } from "./code-field";
import { codePrompt, factorLabel } from "./factor-labels";
import {
  finishSignIn,
  isPhoneFactor,
  sendSignInCode,
  type MultiFactorInfo,
  type MultiFactorResolver,
} from "./second-factor-auth";
import { secondFactorErrorMessage } from "./two-factor-errors";
import { useRecaptcha } from "./use-recaptcha";

interface SecondFactorStepProps {
  auth: Auth;
  resolver: MultiFactorResolver;
  /** After the second factor: what the login does after a password (save the profile, go on). */
  onSignedIn: (user: User) => Promise<void>;
}

/**
 * The login's second step (issue 52 item 2) for an account with a second factor: the SMS is sent
 * at once to a phone; an authenticator app shows its code. Several factors: the user chooses.
 */
export function SecondFactorStep({ auth, resolver, onSignedIn }: SecondFactorStepProps) {
  const [chosen, setChosen] = useState(0);
  const hint = resolver.hints[chosen] ?? resolver.hints[0];
  const phone = hint !== undefined && isPhoneFactor(hint);
  const { container, verifierFor } = useRecaptcha();
  const sms = useSmsCode(auth, resolver, phone ? hint : null, verifierFor);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A phone's code is checked against its SMS: nothing to check before that is sent.
    if (!hint || (phone && !sms.verificationId)) return;
    if (!cleanCode(code)) return setError(ENTER_THE_CODE);
    setError("");
    setBusy(true);
    try {
      await onSignedIn(
        await finishSignIn(resolver, hint, cleanCode(code), phone ? sms.verificationId : null),
      );
    } catch (err) {
      setError(secondFactorErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const choose = (index: number) => {
    setChosen(index);
    setCode("");
    setError("");
  };
  const shownError = error || sms.error;
  return (
    <section>
      <h2>Two-factor sign-in</h2>
      {resolver.hints.length > 1 && <FactorChoice hints={resolver.hints} chosen={chosen} onChoose={choose} />}
      {hint && <p>{codePrompt(hint)}</p>}
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <CodeField value={code} onChange={setCode} />
        <AuthError message={shownError} />
        <button type="submit" className="btn" disabled={busy || (phone && !sms.verificationId)}>
          Verify
        </button>
        {phone && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={sms.sending}
            onClick={() => {
              setError("");
              void sms.send();
            }}
          >
            Send a new code
          </button>
        )}
      </form>
      <div ref={container} />
    </section>
  );
}

function FactorChoice({
  hints,
  chosen,
  onChoose,
}: {
  hints: MultiFactorInfo[];
  chosen: number;
  onChoose: (index: number) => void;
}) {
  return (
    <fieldset className="field">
      <legend>Choose how to sign in</legend>
      {hints.map((factor, index) => (
        <label key={factor.uid} className="field--check">
          <input
            type="radio"
            name="second-factor"
            checked={index === chosen}
            onChange={() => onChoose(index)}
          />
          {factorLabel(factor)}
        </label>
      ))}
    </fieldset>
  );
}

/** The SMS of a phone factor: sent once when the factor is shown, again on "Send a new code". */
function useSmsCode(
  auth: Auth,
  resolver: MultiFactorResolver,
  hint: MultiFactorInfo | null,
  verifierFor: (auth: Auth) => RecaptchaVerifier,
) {
  const [sent, setSent] = useState<{ uid: string; verificationId: string } | null>(null);
  const [failure, setFailure] = useState<{ uid: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const asked = useRef<string | null>(null);

  const send = useCallback(async () => {
    if (!hint) return;
    setSending(true);
    try {
      const verificationId = await sendSignInCode(auth, resolver, hint, verifierFor(auth));
      setSent({ uid: hint.uid, verificationId });
      setFailure(null);
    } catch (err) {
      setFailure({ uid: hint.uid, message: secondFactorErrorMessage(err) });
    } finally {
      setSending(false);
    }
  }, [auth, resolver, hint, verifierFor]);

  // Once per factor shown (a ref, so React's double effects in development send one SMS).
  useEffect(() => {
    if (!hint || asked.current === hint.uid) return;
    asked.current = hint.uid;
    void send();
  }, [hint, send]);

  const current = hint?.uid;
  return {
    send,
    sending,
    verificationId: sent && sent.uid === current ? sent.verificationId : null,
    error: failure && failure.uid === current ? failure.message : "",
  };
}
