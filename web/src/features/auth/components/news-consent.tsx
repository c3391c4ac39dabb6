import type { MarketingState } from "@shop/domain";
import { toast } from "react-toastify";
import { CheckField } from "@/components/ui/fields/field";
import { useConsent } from "../api/get-consent";
import { useSetConsent } from "../api/set-consent";
import type { ProfileKey } from "../messages/en";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileCatalogue } from "../messages/catalogue";

/** What the box says under it in each state (English: @shop/domain's CONSENT_TEXT, word for word). */
const STATE_TEXT: Record<MarketingState, ProfileKey | null> = {
  none: null,
  pending: "news.pending",
  confirmed: "news.confirmed",
  withdrawn: "news.withdrawn",
};

/**
 * Issue 50 on My Profile: 'Send me news and offers', unticked until the customer ticks it; ticked,
 * a mail asks them to confirm (double opt-in); unticked, it is withdrawn at once.
 */
export function NewsConsent() {
  const consent = useConsent();
  const change = useSetConsent();
  const { t } = useMessages(profileCatalogue);
  if (!consent.isSuccess) return null;
  const state = consent.data.marketing;
  const ticked = state === "pending" || state === "confirmed";
  const hint = STATE_TEXT[state];
  return (
    <section className="news-consent" aria-label={t("news.label")}>
      <CheckField
        label={t("news.checkbox")}
        checked={ticked}
        disabled={change.isPending}
        hint={hint ? t(hint) : undefined}
        onChange={(e) =>
          change.mutate(
            { marketing: e.currentTarget.checked },
            { onError: (err) => toast.error(err.message || t("news.notSaved")) },
          )
        }
      />
    </section>
  );
}
