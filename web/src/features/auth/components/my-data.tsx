import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import { useSession } from "@/lib/session/session";
import { authErrorCode, authErrorMessage } from "../api/auth-errors";
import { useDeleteAccount } from "../api/delete-account";
import { useDownloadMyData } from "../api/download-my-data";
import "./my-data.css";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileCatalogue } from "../messages/catalogue";

/**
 * Issue 50 on My Profile: the customer's data as a JSON file, and the erasure of their account
 * after signing in again (password, or the Google window). Orders and invoices stay with the shop
 * as the law asks (the privacy page says for how long).
 */
export function MyData() {
  const navigate = useNavigate();
  const { loadAuth } = useSession();
  const download = useDownloadMyData();
  const erase = useDeleteAccount();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [withPassword, setWithPassword] = useState(true);
  const passwordId = useId();
  const leaving = useRef(false);
  const { forget } = erase;
  const { t } = useMessages(profileCatalogue);
  const path = useLocalePath();

  // The sign-out waits until this signed-in page is gone (the shop's home is shown): signing out
  // while it is still mounted would let the signed-in pages' guard send the browser to /login.
  useEffect(
    () => () => {
      if (leaving.current) void forget();
    },
    [forget],
  );

  useEffect(() => {
    if (!asking) return;
    void loadAuth().then((auth) =>
      setWithPassword(auth.currentUser?.providerData.some((p) => p.providerId === "password") ?? true),
    );
  }, [asking, loadAuth]);

  const onDownload = () =>
    download.mutate(undefined, {
      onError: (err) => toast.error(err.message || t("data.notExported")),
    });
  const onDelete = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await erase.mutateAsync(password);
    } catch (err) {
      toast.error(authErrorCode(err) ? authErrorMessage(err) : (err as Error).message);
      return;
    }
    toast.success(t("data.deleted"));
    leaving.current = true;
    await navigate(path("/"), { replace: true });
  };

  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("data.title")}</h2>
      <p>{t("data.intro")}</p>
      <div className="my-data__actions">
        <button type="button" className="btn btn--ghost" onClick={onDownload} disabled={download.isPending}>
          {download.isPending ? t("data.preparing") : t("data.download")}
        </button>
        {!asking && (
          <button type="button" className="btn btn--danger" onClick={() => setAsking(true)}>
            {t("data.delete")}
          </button>
        )}
      </div>
      {asking && (
        <form className="form my-data__confirm" onSubmit={(e) => void onDelete(e)}>
          <p>{t("data.what")}</p>
          {withPassword ? (
            <label htmlFor={passwordId}>
              {t("data.password")}
              <input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          ) : (
            <p>{t("data.google")}</p>
          )}
          <div className="my-data__actions">
            <button type="submit" className="btn btn--danger" disabled={erase.isPending}>
              {erase.isPending ? t("data.deleting") : t("data.confirm")}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              {t("data.keep")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
