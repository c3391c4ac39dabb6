import type { ComponentType, ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { CurrencyProvider } from "@/lib/currency";
import { I18nProvider } from "@/lib/i18n/i18n";
import { SessionProvider } from "@/lib/session/session";
import { AppRoutes } from "./router";

type RouterComponent = ComponentType<{ children: ReactNode }>;

/** The whole app; the build's pre-render passes a StaticRouter at the page's URL instead. */
export function App({ Router = BrowserRouter }: { Router?: RouterComponent }) {
  return (
    <SessionProvider>
      <Router>
        <I18nProvider>
          <CurrencyProvider>
            <AppRoutes />
          </CurrencyProvider>
        </I18nProvider>
      </Router>
    </SessionProvider>
  );
}
