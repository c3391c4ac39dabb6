import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useI18n } from "@/lib/i18n/i18n";
import { Footer } from "./footer";
import { Header } from "./header";
import { LanguageOffer } from "./language-offer";
import { NavMenuProvider, useNavMenu } from "./nav-menu";
import { DeferredToasts } from "./deferred-toasts";
import { RouteErrorBoundary } from "./route-error";

/** Closes the small-screen menu after every navigation. */
function CloseMenuOnNavigate() {
  const { pathname } = useLocation();
  const { close } = useNavMenu();
  useEffect(() => close(), [pathname, close]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  return (
    <NavMenuProvider>
      <CloseMenuOnNavigate />
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <Header />
      <LanguageOffer />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <DeferredToasts />
    </NavMenuProvider>
  );
}
