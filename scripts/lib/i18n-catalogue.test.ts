/**
 * The catalogue check (issue 51): in each catalogue (each `messages/` folder under web/src with en.ts, de.ts, fr.ts), every key
 * of the English one is in German's and French's, neither has a key English lacks or an empty
 * text, and every key is used in web/src (written as its string).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

type Catalogue = Readonly<Record<string, string>>;

/** What is wrong with the catalogues: keys missing in a locale, keys only a locale has, keys no source uses. */
export function catalogueProblems(
  english: Catalogue,
  others: Record<string, Catalogue>,
  sources: readonly string[],
): string[] {
  const keys = Object.keys(english);
  const problems: string[] = [];
  for (const [locale, catalogue] of Object.entries(others)) {
    for (const key of keys) if (!(key in catalogue)) problems.push(`${locale}: missing "${key}"`);
    for (const key of Object.keys(catalogue))
      if (!(key in english)) problems.push(`${locale}: unknown "${key}"`);
    for (const [key, text] of Object.entries(catalogue))
      if (!text.trim()) problems.push(`${locale}: empty "${key}"`);
  }
  for (const key of keys) {
    const used = sources.some((s) => s.includes(`"${key}"`) || s.includes(`'${key}'`));
    if (!used) problems.push(`unused "${key}"`);
  }
  return problems;
}

const WEB_SRC = path.resolve(import.meta.dirname, "../../web/src");
const files = readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" }).map((f) =>
  f.split(path.sep).join("/"),
);
/** Every catalogue's folder (a `messages/` folder with en.ts, de.ts and fr.ts). */
const CATALOGUES = files.filter((f) => f.endsWith("/messages/en.ts")).map((f) => path.dirname(f));

function webSources(): string[] {
  return files
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)messages\//.test(f))
    .map((f) => readFileSync(path.join(WEB_SRC, f), "utf8"));
}

async function catalogue(dir: string, locale: string): Promise<Catalogue> {
  const file = pathToFileURL(path.join(WEB_SRC, dir, `${locale}.ts`)).href;
  return ((await import(file)) as { messages: Catalogue }).messages;
}

describe("the message catalogues", () => {
  it("are found", () => {
    expect(CATALOGUES).toEqual(
      expect.arrayContaining([
        "lib/i18n/messages",
        "components/messages",
        "features/orders/messages",
        "features/auth/messages",
        "features/payments/messages",
        "features/catalog/messages",
      ]),
    );
  });

  it.each(CATALOGUES)("%s: every key in de and fr, and no key unused in web/src", async (dir) => {
    const [en, de, fr] = await Promise.all(["en", "de", "fr"].map((l) => catalogue(dir, l)));
    expect(catalogueProblems(en ?? {}, { de: de ?? {}, fr: fr ?? {} }, webSources())).toEqual([]);
  });

  it("fail on a key missing in a locale, unknown to English or used nowhere", () => {
    const english = { "a.used": "A", "b.unused": "B" };
    const german = { "a.used": "A", "c.extra": "C" };
    expect(catalogueProblems(english, { de: german }, ['t("a.used")'])).toEqual([
      'de: missing "b.unused"',
      'de: unknown "c.extra"',
      'unused "b.unused"',
    ]);
  });
});
