import { useState, type FormEvent } from "react";
import type { Auth, User } from "firebase/auth";
import { Field } from "@/components/ui/fields/field";
import { CodeField, ENTER_THE_CODE, cleanCode } from "./code-field";
import { EnrolError } from "./enrol-error";
import { PHONE_FORMAT, secondFactorPhoneSchema } from "./phone-number";
import { enrolPhone, sendEnrolmentCode } from "./second-factor-auth";
import { useEnrolmentStep } from "./use-enrolment";
import { useRecaptcha } from "./use-recaptcha";

interface EnrolProps {
  auth: Auth;
  user: User;
  /** After `enroll`: the session follows the new token. */
  onEnrolled: () => Promise<void>;
}

/** A phone as the second factor: the number, an SMS code to prove it, then enrolment. */
export function EnrolPhone({ auth, user, onEnrolled }: EnrolProps) {
  const { container, verifierFor } = useRecaptcha();
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState("");
  const [sent, setSent] = useState<{ phoneNumber: string; verificationId: string } | null>(null);
  const [code, setCode] = useState("");
  const { error, setError, busy, run } = useEnrolmentStep();

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = secondFactorPhoneSchema.safeParse(phone);
    setPhoneError(parsed.success ? "" : PHONE_FORMAT);
    if (!parsed.success) return;
    await run(async () => {
      const verificationId = await sendEnrolmentCode(auth, user, parsed.data, verifierFor(auth));
      setSent({ phoneNumber: parsed.data, verificationId });
    });
  };

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!cleanCode(code)) return setError(ENTER_THE_CODE);
    await run(async () => {
      await enrolPhone(user, sent.verificationId, cleanCode(code));
      await onEnrolled();
    });
  };

  return (
    <>
      {sent ? (
        <form className="form" noValidate onSubmit={(e) => void turnOn(e)}>
          <p>Enter the code we sent to {sent.phoneNumber}</p>
          <CodeField value={code} onChange={setCode} />
          <EnrolError message={error} />
          <button type="submit" className="btn" disabled={busy}>
            Turn on two-factor sign-in
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void sendCode()}>
            Send a new code
          </button>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void sendCode(e)}>
          <Field
            label="Phone number"
            type="tel"
            autoComplete="tel"
            hint="International format, e.g. +44 7700 900123"
            error={phoneError}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <EnrolError message={error} />
          <button type="submit" className="btn" disabled={busy}>
            Send code
          </button>
        </form>
      )}
      <div ref={container} />
    </>
  );
}
