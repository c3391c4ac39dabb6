/**
 * Per-page head: title, description, canonical URL, robots; in the pre-rendered HTML also Open Graph
 * and Twitter card tags. In the browser React 19 hoists <HeadTags> into <head> (and swaps them on
 * client-side navigation); on a pre-rendered page it adopts the identical tags the build wrote
 * there. During the build's render a collector takes the props instead, and the build writes the
 * tags into the page's <head> (web/src/entry-server.tsx).
 */
import { LOCALES, localizedPath, type Locale } from "@shop/domain";
import { env } from "@/config/env";
import { useI18n } from "@/lib/i18n/i18n";

export const SITE_NAME = "Gimbal";

/** The link-preview image (web/public/images/share.png, made by scripts/make-share-image.ts). */
export const SHARE_IMAGE = {
  path: "/images/share.png",
  width: 1200,
  height: 630,
  alt: "A 3-axis gimbal holding an action camera, with the Gimbal logo",
} as const;

export interface PageHeadProps {
  /** The whole <title>. */
  title: string;
  description?: string;
  /** Path of the page's canonical URL ("/" for the home page). Indexable pages only. */
  canonicalPath?: string;
  /** Private pages: kept out of search results. */
  noindex?: boolean;
  /** The link-preview image (a product's first photo); the shop's share image when absent. */
  image?: { url: string; alt: string };
  /** The page's language (issue 51): its canonical URL is `canonicalPath` in it; English when absent. */
  locale?: Locale;
  /**
   * The page's path in each language when it differs from `canonicalPath` (a product's translated
   * address, issue 51): its hreflang alternates link them.
   */
  localePaths?: Record<Locale, string>;
}

/** An absolute URL on the site's public origin (absolute URLs stay as they are). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).href;
}

/**
 * The tags React keeps current in the browser (and swaps on client-side navigation): an indexable
 * page's canonical URL is in its own language, with the page in each language as an `hreflang`
 * alternate and English as `x-default`.
 */
export function HeadTags({
  title,
  description,
  canonicalPath,
  noindex = false,
  locale = "en",
  localePaths,
}: PageHeadProps) {
  const pathIn = (l: Locale) => localePaths?.[l] ?? canonicalPath ?? "/";
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {canonicalPath !== undefined && (
        <>
          <link rel="canonical" href={absoluteUrl(localizedPath(canonicalPath, locale))} />
          {LOCALES.map((l) => (
            <link key={l} rel="alternate" hrefLang={l} href={absoluteUrl(localizedPath(pathIn(l), l))} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(pathIn("en"))} />
        </>
      )}
    </>
  );
}

/**
 * Open Graph and Twitter card tags: only in the pre-rendered HTML. Link previews read the HTML the
 * server sends and never run scripts, so the browser bundle does without them.
 */
export function PreviewTags({ title, description, canonicalPath, image: own, locale = "en" }: PageHeadProps) {
  if (canonicalPath === undefined) return null;
  const url = absoluteUrl(localizedPath(canonicalPath, locale));
  const image = absoluteUrl(own?.url ?? SHARE_IMAGE.path);
  const alt = own?.alt ?? SHARE_IMAGE.alt;
  const tags: [string, string | undefined][] = [
    ["og:type", own ? "product" : "website"],
    ["og:site_name", SITE_NAME],
    ["og:title", title],
    ["og:description", description],
    ["og:url", url],
    ["og:image", image],
    ["og:image:width", own ? undefined : String(SHARE_IMAGE.width)],
    ["og:image:height", own ? undefined : String(SHARE_IMAGE.height)],
    ["og:image:alt", alt],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", title],
    ["twitter:description", description],
    ["twitter:image", image],
    ["twitter:image:alt", alt],
  ];
  return tags.map(([key, content]) =>
    !content ? null : key.startsWith("og:") ? (
      <meta key={key} property={key} content={content} />
    ) : (
      <meta key={key} name={key} content={content} />
    ),
  );
}

/** Set by the build's render (one page at a time): receives each page's head instead of rendering it. */
let collector: ((head: PageHeadProps) => void) | undefined;
export function collectHeads(collect: typeof collector) {
  collector = collect;
}

/** The page's head, in the page's language (the path's). */
export function PageHead(props: PageHeadProps) {
  const { locale } = useI18n();
  const head = { locale, ...props };
  if (collector) {
    collector(head);
    return null;
  }
  return <HeadTags {...head} />;
}

/** Structured data (schema.org JSON-LD), rendered where it stands in the page. */
export function JsonLd({ data }: { data: object }) {
  // "<" is escaped so that no text can close the script element early.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
