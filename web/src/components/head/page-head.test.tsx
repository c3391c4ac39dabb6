import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { HeadTags, JsonLd, PageHead, PreviewTags, collectHeads, type PageHeadProps } from "./page-head";

const ABOUT: PageHeadProps = {
  title: "About Us | Gimbal",
  description: "Our story.",
  canonicalPath: "/about",
};
const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
});

afterEach(() => collectHeads(undefined));

describe("PageHead", () => {
  it("puts the page's title, description and canonical URL (on the site's origin) in <head>", () => {
    render(<PageHead {...ABOUT} />);
    expect(head()).toEqual({
      title: "About Us | Gimbal",
      description: "Our story.",
      canonical: `${env.siteUrl}/about`,
      robots: null,
    });
  });

  it("marks a private page noindex, without a canonical URL", () => {
    render(<PageHead title="Login | Gimbal" noindex />);
    expect(head()).toEqual({
      title: "Login | Gimbal",
      description: null,
      canonical: null,
      robots: "noindex",
    });
  });

  it("swaps the tags when another page renders (client-side navigation)", () => {
    const { rerender } = render(<PageHead {...ABOUT} />);
    rerender(<PageHead title="Shop | Gimbal" description="Buy." canonicalPath="/shop" />);
    expect(head()).toEqual({
      title: "Shop | Gimbal",
      description: "Buy.",
      canonical: `${env.siteUrl}/shop`,
      robots: null,
    });
    expect(document.head.querySelectorAll("title, meta[name=description], link[rel=canonical]")).toHaveLength(
      3,
    );
  });

  it("hands its props to the build's collector instead of rendering them", () => {
    const seen: PageHeadProps[] = [];
    collectHeads((h) => seen.push(h));
    const { container } = render(<PageHead {...ABOUT} />);
    expect(seen).toEqual([{ ...ABOUT, locale: "en" }]);
    expect(container.innerHTML).toBe("");
  });
});

describe("the pre-rendered head", () => {
  it("writes the same tags React renders in the browser, plus Open Graph and Twitter card tags", () => {
    const html = renderToStaticMarkup(
      <>
        <HeadTags {...ABOUT} />
        <PreviewTags {...ABOUT} />
      </>,
    );
    const url = `${env.siteUrl}/about`;
    const image = `${env.siteUrl}/images/share.png`;
    for (const tag of [
      "<title>About Us | Gimbal</title>",
      '<meta name="description" content="Our story."/>',
      `<link rel="canonical" href="${url}"/>`,
      `<meta property="og:url" content="${url}"/>`,
      `<meta property="og:image" content="${image}"/>`,
      '<meta property="og:image:width" content="1200"/>',
      '<meta property="og:image:height" content="630"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      `<meta name="twitter:image" content="${image}"/>`,
    ]) {
      expect(html).toContain(tag);
    }
  });

  it("gives a German page its own canonical URL, and every language's as hreflang alternates", () => {
    const html = renderToStaticMarkup(
      <>
        <HeadTags {...ABOUT} locale="de" />
        <PreviewTags {...ABOUT} locale="de" />
      </>,
    );
    for (const tag of [
      `<link rel="canonical" href="${env.siteUrl}/de/about"/>`,
      `<link rel="alternate" hrefLang="en" href="${env.siteUrl}/about"/>`,
      `<link rel="alternate" hrefLang="de" href="${env.siteUrl}/de/about"/>`,
      `<link rel="alternate" hrefLang="fr" href="${env.siteUrl}/fr/about"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${env.siteUrl}/about"/>`,
      `<meta property="og:url" content="${env.siteUrl}/de/about"/>`,
    ]) {
      expect(html).toContain(tag);
    }
  });

  it("has no preview tags for a private page", () => {
    expect(renderToStaticMarkup(<PreviewTags title="Login | Gimbal" noindex />)).toBe("");
  });
});

describe("JsonLd", () => {
  it("writes schema.org JSON that no text can break out of", () => {
    const { container } = render(<JsonLd data={{ "@type": "Product", name: "</script><b>x</b>" }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "</script><b>x</b>",
    });
  });
});
