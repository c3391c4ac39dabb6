import { sendEmailVerification, type User } from "firebase/auth";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import type { HeldMailAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useSession } from "@/lib/session/session";
import "./verify-email-banner.css";

export const VERIFY_EMAIL_TEXT = "Please verify your email to receive order emails";

/**
 * The moment this page sees the address verified while the ID token still says otherwise (the
 * customer clicked the link in another tab or on their phone): a fresh token, then the shop
 * sends the mails it held for the address (POST /users/me/verified).
 */
async function adoptVerification(user: User): Promise<void> {
  const token = await user.getIdTokenResult();
  if (token.claims.email_verified === true) return;
  await user.getIdToken(true);
  await apiFetch<HeldMailAnswer>("/users/me/verified", { method: "POST" });
}

/**
 * Issue 22: the shop mails only verified addresses. An email/password customer who has not
 * clicked the verification link sees this banner with Resend; ordering still works, and the
 * order mails wait until the address is verified. Checked on every visit and whenever the tab
 * comes back into view.
 */
export function VerifyEmailBanner() {
  const { loadAuth } = useSession();
  const [user, setUser] = useState<User | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    /** The signed-in user as Auth knows them now (reloaded while unverified), or null. */
    const fresh = async (): Promise<User | null> => {
      const auth = await loadAuth();
      await auth.authStateReady();
      const current = auth.currentUser;
      if (current && !current.emailVerified) await current.reload().catch(() => undefined);
      return current;
    };
    const check = () =>
      fresh().then((current) => {
        if (!active || !current) return;
        if (current.emailVerified) {
          setUser(null);
          void adoptVerification(current).catch(() => undefined);
        } else {
          setUser(current);
        }
      });
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    void check();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [loadAuth]);

  if (!user) return null;
  const resend = async () => {
    setSending(true);
    try {
      await sendEmailVerification(user);
      toast.success(`We sent a new verification link to ${user.email ?? "your address"}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "We could not send the verification email.");
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="verify-email-banner" role="status">
      <p>{VERIFY_EMAIL_TEXT}</p>
      <button type="button" className="btn btn--small" onClick={() => void resend()} disabled={sending}>
        Resend
      </button>
    </div>
  );
}
