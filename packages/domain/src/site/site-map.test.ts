import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, inEveryLocale, sitemapXml } from "./site-map.js";

describe("the sitemap in every language (issue 51)", () => {
  it("lists each page in English, German and French", () => {
    const pages = inEveryLocale(["/", "/shop", { path: "/shop/gimbal-x1", lastmod: 0 }]);
    expect(pages).toEqual([
      "/",
      "/shop",
      { path: "/shop/gimbal-x1", lastmod: 0 },
      "/de",
      "/de/shop",
      { path: "/de/shop/gimbal-x1", lastmod: 0 },
      "/fr",
      "/fr/shop",
      { path: "/fr/shop/gimbal-x1", lastmod: 0 },
    ]);
    const xml = sitemapXml("https://gimbal.example", inEveryLocale(PUBLIC_PAGES));
    expect(xml).toContain("<loc>https://gimbal.example/de/about</loc>");
    expect(xml).toContain("<loc>https://gimbal.example/fr/privacy</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length * 3);
  });
});
