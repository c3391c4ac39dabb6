/**
 * The visitor's currency (issue 32): USD, EUR or GBP, chosen with the header's switch and
 * remembered in this browser; the first visit picks it from the browser's languages. A page's
 * `?currency=` (the pre-rendered `/shop?currency=eur`) wins and is remembered. The server's
 * render and hydration use the URL's currency (or USD) and the currency's home locale, so they
 * match; the remembered choice and the visitor's locale follow at once (useSyncExternalStore).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useDeferredValue,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useLocation, useNavigate } from "react-router-dom";
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  currencyForLocales,
  formatMoney,
  formatMoneyIn,
  priceIn,
  type Cents,
  type Currency,
} from "@shop/domain";
import { useI18n } from "./i18n/i18n";
import { CURRENCY_KEY, currencyParam, rememberedCurrency } from "./session/visitor-view";

export { CURRENCY_KEY, currencyParam };

interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** An amount in the visitor's currency (or in `currency`: an order's own), in the visitor's locale. */
  format: (cents: Cents, currency?: string) => string;
}

const CurrencyContext = createContext<CurrencyContextValue>({
  currency: DEFAULT_CURRENCY,
  setCurrency: () => undefined,
  format: (cents, currency) => formatMoney(cents, currency ?? DEFAULT_CURRENCY),
});

const remembered = rememberedCurrency;

function remember(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_KEY, currency);
  } catch {
    /* private mode: the choice lasts for the page */
  }
}

const listeners = new Set<() => void>();
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}
const never = () => () => undefined;
const browserPick = () => currencyForLocales(navigator.languages);
const browserLocale = () => navigator.language || undefined;

/**
 * Inside the router: it reads the page's `?currency=`. Order: the URL's currency, the remembered
 * choice, the browser's languages, USD. The server (and hydration) see the URL's or USD.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = currencyParam(location.search);
  const { locale: pageLocale } = useI18n();
  const stored = useSyncExternalStore(subscribe, remembered, () => null);
  // The browser's pick and locale differ from what the server rendered with (none): React renders
  // again with them right after hydration, as a blocking update over every price on the page (and,
  // through the context, it hydrates the page's screen in the same task). Deferred, that render is
  // a background one, in slices (issue 34, Total Blocking Time). A render that is not a hydration
  // has them at once (useDeferredValue returns a value as it is when it mounts).
  const picked = useDeferredValue(useSyncExternalStore(never, browserPick, () => null));
  const locale = useDeferredValue(useSyncExternalStore(never, browserLocale, () => undefined));
  // A link's `?currency=` is remembered for the next pages.
  useEffect(() => {
    if (fromUrl && remembered() !== fromUrl) remember(fromUrl);
  }, [fromUrl]);
  const setCurrency = useCallback(
    (next: Currency) => {
      remember(next);
      listeners.forEach((l) => l());
      // The page's own `?currency=` follows the switch.
      const params = new URLSearchParams(location.search);
      if (params.has("currency")) {
        params.set("currency", next);
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
      }
    },
    [location.pathname, location.search, navigate],
  );
  const currency = fromUrl ?? stored ?? picked ?? DEFAULT_CURRENCY;
  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency,
      // English pages as before (the visitor's locale, USD with the spec's dollar sign); German and
      // French pages in their own locale ('1.234,50 €', '1 234,50 $US').
      format: (cents, own) =>
        pageLocale === DEFAULT_LOCALE
          ? formatMoney(cents, own ?? currency, locale)
          : formatMoneyIn(cents, own ?? currency, pageLocale),
    }),
    [currency, setCurrency, locale, pageLocale],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  return useContext(CurrencyContext);
}

/** 'Not sold in EUR': a product without a price in the visitor's currency. */
export function notSoldInText(currency: Currency): string {
  return `Not sold in ${currency.toUpperCase()}`;
}

/** A product's price in the visitor's currency, formatted, or 'Not sold in EUR'. */
export function useProductPrice(product: {
  priceCents: Cents;
  prices?: Partial<Record<Currency, Cents>> | null;
}): { cents: Cents | null; currency: Currency; text: string } {
  const { currency, format } = useCurrency();
  const cents = priceIn(product, currency);
  return { cents, currency, text: cents === null ? notSoldInText(currency) : format(cents) };
}
