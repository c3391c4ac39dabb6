/**
 * The build's pre-render (scripts/prerender/prerender.ts runs Vite's SSR build of this file): the
 * same App and route table as the browser, at one URL, rendered to HTML with react-dom/static.
 * Data the pages fetch in the browser is not fetched here: lists render their reserved space.
 */
import { StrictMode, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { collectHeads, HeadTags, JsonLd, PreviewTags, type PageHeadProps } from "@/components/head/page-head";
import { env } from "@/config/env";
import { shopJsonLd } from "@/features/catalog/structured-data";
import {
  aboutJsonLd,
  accessibilityJsonLd,
  contactJsonLd,
  homeJsonLd,
  servicesJsonLd,
} from "@/features/marketing/structured-data";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";

/** Each pre-rendered page's structured data, written into its <head> (it never changes in the browser). */
const STRUCTURED_DATA: Record<string, (head: PageHeadProps) => object> = {
  "/": homeJsonLd,
  "/home": homeJsonLd,
  "/about": aboutJsonLd,
  "/services": servicesJsonLd,
  "/contact": contactJsonLd,
  "/shop": shopJsonLd,
  "/accessibility": accessibilityJsonLd,
};

export interface RenderedPage {
  /** The markup for <div id="root">. */
  html: string;
  /** For <head>: title, description, canonical, robots, Open Graph, Twitter card, JSON-LD. */
  head: string;
}

export async function render(url: string): Promise<RenderedPage> {
  const structuredData = STRUCTURED_DATA[url];
  if (!structuredData) throw new Error(`No structured data is defined for ${url}`);
  await preloadRoute(url);
  let head: PageHeadProps | undefined;
  collectHeads((h) => (head = h));
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={Router} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  collectHeads(undefined);
  if (!head) throw new Error(`${url} rendered no <PageHead>`);
  const headHtml = renderToStaticMarkup(
    <>
      <HeadTags {...head} />
      <PreviewTags {...head} />
      <JsonLd data={structuredData(head)} />
    </>,
  );
  return { html, head: headHtml };
}

/** The build's settings, for checks and for robots.txt and sitemap.xml. */
export const site = { url: env.siteUrl, useEmulators: env.useEmulators };
