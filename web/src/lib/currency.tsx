/**
 * The visitor's currency (issue 32): USD, EUR or GBP, chosen with the header's switch and
 * remembered in this browser; the first visit picks it from the browser's languages. A page's
 * `?currency=` (the pre-rendered `/shop?currency=eur`) wins and is remembered. The server's
 * render and the first render in the browser use the URL's currency (or USD) and the currency's
 * home locale, so hydration matches; the remembered choice and the visitor's locale follow at once.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router-dom";
import {
  DEFAULT_CURRENCY,
  currencyForLocales,
  formatMoney,
  isCurrency,
  priceIn,
  type Cents,
  type Currency,
} from "@shop/domain";

export const CURRENCY_KEY = "gimbal.currency";

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

/** The `?currency=` of a query string, or null. */
export function currencyParam(search: string): Currency | null {
  const value = new URLSearchParams(search).get("currency")?.toLowerCase();
  return isCurrency(value) ? value : null;
}

function remembered(): Currency | null {
  try {
    const value = window.localStorage.getItem(CURRENCY_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_KEY, currency);
  } catch {
    /* private mode: the choice lasts for the page */
  }
}

/** Inside the router: it reads the page's `?currency=`. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const fromUrl = currencyParam(useLocation().search);
  const [chosen, setChosen] = useState<Currency | null>(null);
  const [locale, setLocale] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (fromUrl) remember(fromUrl);
    setChosen(fromUrl ?? remembered() ?? currencyForLocales(navigator.languages));
    setLocale(navigator.language || undefined);
  }, [fromUrl]);
  const setCurrency = useCallback((next: Currency) => {
    remember(next);
    setChosen(next);
  }, []);
  const currency = chosen ?? fromUrl ?? DEFAULT_CURRENCY;
  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency,
      format: (cents, own) => formatMoney(cents, own ?? currency, locale),
    }),
    [currency, setCurrency, locale],
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
