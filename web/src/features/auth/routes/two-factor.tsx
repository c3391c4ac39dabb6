import { useState } from "react";
import { SECOND_FACTOR_MESSAGE } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { useStaffAccess } from "@/lib/session/admin-claim";
import { EnrolledFactors } from "../two-factor/enrolled-factors";
import { EnrolPhone } from "../two-factor/enrol-phone";
import { EnrolTotp } from "../two-factor/enrol-totp";
import { useEnrolment, useSignedInUser } from "../two-factor/use-enrolment";

type FactorKind = "phone" | "totp";

/**
 * Issue 52 item 2, /dashboard/two-factor: enrols a second factor, a phone (SMS) or an
 * authenticator app. The only dashboard page a staff token without a second factor reaches.
 */
export function Component() {
  const access = useStaffAccess();
  const current = useSignedInUser();
  const { enrolled, onEnrolled } = useEnrolment(access);
  const [kind, setKind] = useState<FactorKind>("phone");

  if (access === "loading" || !current) return <Spinner label="Checking your access" />;
  const alreadyOn = access.secondFactor !== null || enrolled;
  return (
    <section className="two-factor">
      <h1>{SECOND_FACTOR_MESSAGE}</h1>
      {alreadyOn ? (
        <EnrolledFactors user={current.user} />
      ) : (
        <>
          <fieldset className="field">
            <legend>Second factor</legend>
            <KindChoice value="phone" kind={kind} onChoose={setKind} label="Text message (SMS)" />
            <KindChoice value="totp" kind={kind} onChoose={setKind} label="Authenticator app" />
          </fieldset>
          {kind === "phone" ? (
            <EnrolPhone auth={current.auth} user={current.user} onEnrolled={onEnrolled} />
          ) : (
            <EnrolTotp user={current.user} onEnrolled={onEnrolled} />
          )}
        </>
      )}
    </section>
  );
}

function KindChoice(props: {
  value: FactorKind;
  kind: FactorKind;
  label: string;
  onChoose: (k: FactorKind) => void;
}) {
  return (
    <label className="field--check">
      <input
        type="radio"
        name="second-factor-kind"
        value={props.value}
        checked={props.kind === props.value}
        onChange={() => props.onChoose(props.value)}
      />
      {props.label}
    </label>
  );
}
