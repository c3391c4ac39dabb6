import { lazy, Suspense } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { localizedPath } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { useI18n, type MessageKey } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session/session";
import { CurrencySwitch } from "./currency-switch";
import { LanguageSwitch } from "./language-switch";
import { useNavMenu } from "./nav-menu";

/** Loaded once someone is signed in: the public pages of a visitor load none of the cart's code. */
const CartLink = lazy(() => import("@/features/orders/components/cart-link"));

const LINKS: { to: string; label: MessageKey }[] = [
  { to: "/home", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/services", label: "nav.services" },
  { to: "/shop", label: "nav.shop" },
  { to: "/contact", label: "nav.contact" },
];

export function Header() {
  const { session, signOut } = useSession();
  const menu = useNavMenu();
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const onDashboard = useLocation().pathname.startsWith("/dashboard");
  const logOut = async () => {
    menu.close();
    await signOut();
    await navigate("/");
  };
  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t("nav.main")}>
        <Link
          to={localizedPath("/", locale)}
          className="navbar__brand"
          aria-label="Gimbal home"
          onClick={menu.close}
        >
          {/* Drawn inline (web/public/images/logo.svg): an SVG <img> is a document of its own that the
              page's main thread parses and lays out (issue 34, Total Blocking Time). */}
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="#0e7490" />
            <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3" />
            <rect x="14" y="3" width="4" height="8" fill="#fff" />
          </svg>
          <span>Gimbal</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menu.open}
          aria-controls={onDashboard ? "main-menu dashboard-menu" : "main-menu"}
          onClick={menu.toggle}
        >
          <span className="navbar__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{t("nav.menu")}</span>
        </button>
        <ul id="main-menu" className={menu.open ? "navbar__links navbar__links--open" : "navbar__links"}>
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={localizedPath(l.to, locale)} onClick={menu.close}>
                {t(l.label)}
              </NavLink>
            </li>
          ))}
          {session.status === "signed-in" && (
            <li>
              <NavLink to="/dashboard" onClick={menu.close}>
                {t("nav.dashboard")}
              </NavLink>
            </li>
          )}
          {session.status === "signed-in" && (
            <li>
              <Suspense fallback={null}>
                <CartLink onClick={menu.close} />
              </Suspense>
            </li>
          )}
          <li className="navbar__currency">
            <LanguageSwitch onChoose={menu.close} />
          </li>
          <li className="navbar__currency">
            <CurrencySwitch />
          </li>
          <li className="navbar__session">
            {session.status === "loading" ? (
              <Spinner label="Checking your session" />
            ) : session.status === "signed-in" ? (
              <>
                <span className="navbar__greeting">
                  {t("nav.greeting", { name: session.user.displayName || session.user.email || "" })}
                </span>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => void logOut()}>
                  {t("nav.logout")}
                </button>
              </>
            ) : (
              <NavLink to="/login" onClick={menu.close}>
                {t("nav.login")}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
