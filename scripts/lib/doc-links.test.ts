/**
 * Issue 53: every relative link in `README.md` and `docs/**` leads somewhere. A link to a file or
 * folder must exist; a `#anchor` (in the same page or in another markdown file) must be one of
 * that page's headings as GitHub slugs them, or an HTML `id`/`name`. Links to other sites
 * (`https:`, `mailto:`…) are not followed. Code spans and fenced blocks are not links.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

/** The text without fenced code blocks (their lines kept, blank, so line numbers hold). */
function withoutFences(text: string): string {
  let fence: string | null = null;
  return text
    .split("\n")
    .map((line) => {
      const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === null && open) {
        const marks = open[1] ?? "```";
        fence = marks.slice(0, 1).repeat(marks.length);
        return "";
      }
      if (fence !== null) {
        if (line.trim().startsWith(fence)) fence = null;
        return "";
      }
      return line;
    })
    .join("\n");
}

/** GitHub's heading slug: lower case, punctuation dropped (letters, digits, `-`, `_` kept), spaces to `-`. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their text
    .replace(/<[^>]+>/g, "") // inline HTML tags
    .replace(/`/g, "")
    .replace(/\*+/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a markdown file offers: its headings' slugs (repeats get -1, -2…) and HTML ids. */
function anchorsOf(file: string): Set<string> {
  const text = withoutFences(readFileSync(file, "utf8"));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of text.split("\n")) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1] ?? "");
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? "");
  }
  return anchors;
}

/** The links of a markdown text, outside code: inline `[text](target)` and definitions `[x]: target`. */
export function linksOf(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  withoutFences(markdown)
    .split("\n")
    .forEach((raw, i) => {
      const line = raw.replace(/(`+)[^`]*?\1/g, ""); // code spans
      for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: m[1] ?? "", line: i + 1 });
      const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
      if (definition) links.push({ target: definition[1] ?? "", line: i + 1 });
    });
  return links;
}

/** What is wrong with one link of `file`, or null. */
function brokenBecause(file: string, target: string, anchors: (f: string) => Set<string>): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return null; // another site
  const [rawPath, anchor] = target.split("#", 2) as [string, string | undefined];
  const resolved = rawPath === "" ? file : path.resolve(path.dirname(file), decodeURI(rawPath));
  if (!existsSync(resolved)) return `no such file or folder: ${path.relative(ROOT, resolved)}`;
  if (anchor === undefined || anchor === "") return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) return null;
  return anchors(resolved).has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `no heading #${anchor} in ${path.relative(ROOT, resolved)}`;
}

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join(dir, f));
}

describe("the docs' relative links", () => {
  const files = [path.join(ROOT, "README.md"), ...markdownUnder(path.join(ROOT, "docs"))];
  const cache = new Map<string, Set<string>>();
  const anchors = (f: string) => {
    const known = cache.get(f) ?? anchorsOf(f);
    cache.set(f, known);
    return known;
  };

  it("reads the README and at least one page of docs/", () => {
    expect(files.length).toBeGreaterThan(1);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))("%s has no broken relative link", (_name, file) => {
    const broken = linksOf(readFileSync(file, "utf8"))
      .map(({ target, line }) => {
        const why = brokenBecause(file, target, anchors);
        return why && `${path.relative(ROOT, file)}:${line} (${target}): ${why}`;
      })
      .filter((b): b is string => b !== null);
    expect(broken, `broken links:\n${broken.join("\n")}`).toEqual([]);
  });

  it("slugs headings as GitHub does, and finds links outside code only", () => {
    expect(slug("Books: reconciliation with Stripe, CSV exports")).toBe(
      "books-reconciliation-with-stripe-csv-exports",
    );
    expect(slug("Payments (`payments/`: routes.ts, payment-intents.ts, record-payment.ts)")).toBe(
      "payments-payments-routests-payment-intentsts-record-paymentts",
    );
    expect(slug("The web app's data")).toBe("the-web-apps-data");
    expect(linksOf("[a](x.md) `[b](y.md)`\n```\n[c](z.md)\n```\n[d]: w.md#top").map((l) => l.target)).toEqual(
      ["x.md", "w.md#top"],
    );
  });
});
