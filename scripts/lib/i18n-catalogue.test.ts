/**
 * The catalogue check (issue 51): every key of the English catalogue is in German's and French's,
 * neither has a key English lacks, and every key is used in web/src (written as its string).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages as de } from "../../web/src/lib/i18n/messages/de.js";
import { messages as en } from "../../web/src/lib/i18n/messages/en.js";
import { messages as fr } from "../../web/src/lib/i18n/messages/fr.js";

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
const MESSAGES = path.join("lib", "i18n", "messages");

function webSources(): string[] {
  return readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(MESSAGES))
    .map((f) => readFileSync(path.join(WEB_SRC, f), "utf8"));
}

describe("the message catalogues", () => {
  it("have every key in de and fr, and no key unused in web/src", () => {
    expect(catalogueProblems(en, { de, fr }, webSources())).toEqual([]);
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
