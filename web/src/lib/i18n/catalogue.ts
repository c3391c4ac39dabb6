/**
 * A message catalogue: English beside the code that uses it (in the app's first load for the
 * header's words, in a screen's own chunk for the screen's), German and French each in a chunk of
 * its own, loaded only for a page in that language. A key a translation lacks falls back to English
 * (`de-AT` → `de` → `en`: the page's locale is `de` already), never shown as a key.
 */
import type { Locale } from "@shop/domain";

export type Translations<K extends string> = Readonly<Record<K, string>>;
type OtherLocale = Exclude<Locale, "en">;

export interface Catalogue<K extends string> {
  readonly en: Translations<K>;
  readonly load: Record<OtherLocale, () => Promise<{ messages: Translations<K> }>>;
  readonly loaded: Map<Locale, Translations<K>>;
  readonly pending: Map<Locale, Promise<Translations<K>>>;
}

/** Every catalogue whose module has been loaded (the app's, and those of the screens loaded so far). */
const defined: Catalogue<string>[] = [];

export function defineCatalogue<K extends string>(
  en: Translations<K>,
  load: Catalogue<K>["load"],
): Catalogue<K> {
  const catalogue: Catalogue<K> = { en, load, loaded: new Map([["en", en]]), pending: new Map() };
  defined.push(catalogue as unknown as Catalogue<string>);
  return catalogue;
}

/**
 * Every loaded module's catalogue in `locale`: before a pre-rendered page hydrates (its screen's
 * module loaded first), so that no screen waits for its words during hydration, when a navigation
 * could meet its server HTML in another language.
 */
export async function loadEveryCatalogue(locale: Locale): Promise<void> {
  await Promise.all(defined.map((c) => loadMessages(c, locale)));
}

/** The catalogue's messages in `locale` if they have arrived (English always has). */
export function loadedMessages<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
): Translations<K> | undefined {
  return catalogue.loaded.get(locale);
}

/** A promise that says when it has settled, as React's `use` reads it (no suspension once fulfilled). */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

/**
 * The catalogue's messages in `locale`, from its chunk the first time (one request per locale):
 * the same promise every time, marked fulfilled once it is, so `use()` reads it without suspending.
 */
export function loadMessages<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
): Promise<Translations<K>> {
  let pending: Tracked<Translations<K>> | undefined = catalogue.pending.get(locale);
  if (pending) return pending;
  const ready = catalogue.loaded.get(locale);
  if (ready) pending = fulfilled(ready);
  else {
    const loading: Tracked<Translations<K>> = catalogue.load[locale as OtherLocale]().then(({ messages }) => {
      const merged = { ...catalogue.en, ...messages };
      catalogue.loaded.set(locale, merged);
      Object.assign(loading, { status: "fulfilled" as const, value: merged });
      return merged;
    });
    pending = loading;
  }
  catalogue.pending.set(locale, pending);
  return pending;
}
