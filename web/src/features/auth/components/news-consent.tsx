import { CONSENT_TEXT, type MarketingState } from "@shop/domain";
import { toast } from "react-toastify";
import { CheckField } from "@/components/ui/fields/field";
import { useConsent } from "../api/get-consent";
import { useSetConsent } from "../api/set-consent";

const STATE_TEXT: Record<MarketingState, string> = {
  none: "",
  pending: CONSENT_TEXT.pending,
  confirmed: CONSENT_TEXT.confirmed,
  withdrawn: CONSENT_TEXT.withdrawn,
};

/**
 * Issue 50 on My Profile: 'Send me news and offers', unticked until the customer ticks it; ticked,
 * a mail asks them to confirm (double opt-in); unticked, it is withdrawn at once.
 */
export function NewsConsent() {
  const consent = useConsent();
  const change = useSetConsent();
  if (!consent.isSuccess) return null;
  const state = consent.data.marketing;
  const ticked = state === "pending" || state === "confirmed";
  return (
    <section className="news-consent" aria-label="News and offers">
      <CheckField
        label={CONSENT_TEXT.checkbox}
        checked={ticked}
        disabled={change.isPending}
        hint={STATE_TEXT[state] || undefined}
        onChange={(e) =>
          change.mutate(
            { marketing: e.currentTarget.checked },
            { onError: (err) => toast.error(err.message || "We could not save your choice.") },
          )
        }
      />
    </section>
  );
}
