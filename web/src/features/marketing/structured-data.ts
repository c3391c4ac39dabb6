/** The business and its marketing pages as schema.org describes them (written by the build). */
import { SITE_NAME, absoluteUrl, type PageHeadProps } from "@/components/head/page-head";
import { organizationId, webPageJsonLd, webSiteJsonLd } from "@/components/head/structured-data";
import { OFFICE } from "./office";
import { SERVICES } from "./services";

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    email: OFFICE.email,
    telephone: OFFICE.phone,
    foundingDate: "1985",
    address: {
      "@type": "PostalAddress",
      streetAddress: OFFICE.street,
      addressLocality: OFFICE.city,
      addressCountry: OFFICE.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: OFFICE.phone,
      email: OFFICE.email,
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    },
  };
}

/** The home page: the business and the site. */
export const homeJsonLd = () => ({ "@graph": [organizationJsonLd(), webSiteJsonLd()] });

export const aboutJsonLd = (head: PageHeadProps) => webPageJsonLd("AboutPage", head);

export const contactJsonLd = (head: PageHeadProps) =>
  webPageJsonLd("ContactPage", head, { mainEntity: organizationJsonLd() });

export const servicesJsonLd = (head: PageHeadProps) =>
  webPageJsonLd("WebPage", head, {
    mainEntity: SERVICES.map((s) => ({
      "@type": "Service",
      name: s.title,
      description: s.text,
      provider: { "@id": organizationId() },
    })),
  });

export const accessibilityJsonLd = (head: PageHeadProps) => webPageJsonLd("WebPage", head);

export const privacyJsonLd = (head: PageHeadProps) => webPageJsonLd("WebPage", head);
