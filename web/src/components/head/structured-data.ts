/**
 * schema.org nodes (JSON-LD) shared by the public pages. The build writes each page's structured
 * data into its <head> (web/src/entry-server.tsx); none of this ships to the browser.
 */
import { SITE_NAME, absoluteUrl, type PageHeadProps } from "./page-head";

export const organizationId = () => `${absoluteUrl("/")}#organization`;
export const websiteId = () => `${absoluteUrl("/")}#website`;

export function webSiteJsonLd() {
  return {
    "@type": "WebSite",
    "@id": websiteId(),
    name: `${SITE_NAME} Shop`,
    url: absoluteUrl("/"),
    publisher: { "@id": organizationId() },
  };
}

/** A public page: what kind of page it is (title, description, URL from its head), on which site, about whom. */
export function webPageJsonLd(
  type: "AboutPage" | "ContactPage" | "CollectionPage" | "WebPage",
  head: PageHeadProps,
  extra: Record<string, unknown> = {},
) {
  const url = absoluteUrl(head.canonicalPath ?? "/");
  return {
    "@type": type,
    "@id": url,
    url,
    name: head.title,
    ...(head.description ? { description: head.description } : {}),
    isPartOf: { "@type": "WebSite", "@id": websiteId(), name: `${SITE_NAME} Shop`, url: absoluteUrl("/") },
    about: { "@type": "Organization", "@id": organizationId(), name: SITE_NAME, url: absoluteUrl("/") },
    ...extra,
  };
}
