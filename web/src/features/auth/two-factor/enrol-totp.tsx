import { useState, type FormEvent } from "react";
import type { User } from "firebase/auth";
import { Field } from "@/components/ui/fields/field";
import { QrCode } from "@/components/ui/qr-code";
import { CodeField, ENTER_THE_CODE, cleanCode } from "./code-field";
import { EnrolError } from "./enrol-error";
import { createTotpSecret, enrolTotp, type TotpSecret } from "./second-factor-auth";
import { useEnrolmentStep } from "./use-enrolment";

/** The shop's name in the authenticator app, beside the account's email. */
const ISSUER = "Gimbal";

/** An authenticator app as the second factor: a key to add to the app, then one of its codes. */
export function EnrolTotp({ user, onEnrolled }: { user: User; onEnrolled: () => Promise<void> }) {
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [code, setCode] = useState("");
  const { error, setError, busy, run } = useEnrolmentStep();

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret) return;
    if (!cleanCode(code)) return setError(ENTER_THE_CODE);
    await run(async () => {
      await enrolTotp(user, secret, cleanCode(code));
      await onEnrolled();
    });
  };

  if (!secret) {
    return (
      <div className="form">
        <EnrolError message={error} />
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void run(async () => setSecret(await createTotpSecret(user)))}
        >
          Show the key
        </button>
      </div>
    );
  }
  const keyUrl = secret.generateQrCodeUrl(user.email ?? "", ISSUER);
  return (
    <form className="form" noValidate onSubmit={(e) => void turnOn(e)}>
      <p>Scan this code with your authenticator app, or type the key into it.</p>
      <QrCode text={keyUrl} label="QR code of the key for your authenticator app" />
      <Field label="Key" readOnly value={secret.secretKey} hint="Type it into your authenticator app" />
      <p>
        <a href={keyUrl}>Open in your authenticator app</a>
      </p>
      <CodeField value={code} onChange={setCode} />
      <EnrolError message={error} />
      <button type="submit" className="btn" disabled={busy}>
        Turn on two-factor sign-in
      </button>
    </form>
  );
}
