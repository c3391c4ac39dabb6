/**
 * The public pages (spec: home, about, services, shop, contact, login, signup): every route with
 * its header and footer, the marketing copy, no third-party code before a video is asked for,
 * the contact form sent and failing, the products failing to load, the phone menu. Paging through
 * the whole catalogue and feedback runs alone: catalogue-paging.e2e.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn } from "../support/auth.js";
import { waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";

const session = browserSession();

async function newPage(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe("public pages", () => {
  it("opens every public route with the header, the footer and Login (not Dashboard)", async () => {
    const page = await newPage();
    const routes: [string, string][] = [
      ["/", "Smooth shots, wherever you go"],
      ["/home", "Smooth shots, wherever you go"],
      ["/about", "About Us"],
      ["/services", "Services"],
      ["/shop", "Shop"],
      ["/contact", "Contact Us"],
      ["/login", "Login"],
      ["/signup", "Sign Up"],
    ];
    for (const [path, heading] of routes) {
      await page.goto(`${SHOP_URL}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 15_000 });
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "About Us", "Services", "Shop", "Contacts", "Login"]) {
        expect(await nav.getByRole("link", { name, exact: true }).count(), `${path}: ${name}`).toBe(1);
      }
      expect(await nav.getByRole("link", { name: "Dashboard" }).count(), path).toBe(0);
      for (const group of ["Our Company", "Production", "Contact us", "Shop with us"]) {
        expect(await page.getByRole("contentinfo").getByRole("heading", { name: group }).count()).toBe(1);
      }
    }
  });

  it("shows the marketing copy: home sections, the three camera models, working hours", async () => {
    const page = await newPage();
    await page.goto(`${SHOP_URL}/`);
    for (const heading of [
      "Our Products",
      "Advanced Stabilization",
      "Customer Feedback",
      "Splashproof",
      "Bluetooth control",
    ]) {
      await page.getByRole("heading", { level: 2, name: heading, exact: true }).waitFor();
    }
    const battery = page.locator("section.battery");
    for (const text of [
      "1/23 sensor",
      "12Mb stills",
      "4/3 sensor",
      "16Mb stills",
      "3/4 sensor",
      "24Mb stills",
    ]) {
      expect(await battery.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    expect(await battery.getByText("Up to 4K video").count()).toBe(3);
    for (const model of ["X1", "X12", "X25"]) {
      expect(
        await battery.getByRole("link", { name: `Buy Now: ${model}`, exact: true }).getAttribute("href"),
      ).toBe("/shop");
    }
    expect(await page.locator(".hero").getByRole("link", { name: "Buy Now" }).getAttribute("href")).toBe(
      "/shop",
    );
    expect(await page.getByRole("link", { name: "Read More" }).getAttribute("href")).toBe("/about");

    await page.goto(`${SHOP_URL}/contact`);
    await page.getByText("Mon-Fri 9:00-18:00").waitFor();
    await page.getByText("Closed on weekends").waitFor();
    await page.goto(`${SHOP_URL}/about`);
    await page.getByText("1985", { exact: true }).waitFor();
    await page.getByText("2012", { exact: true }).waitFor();
  });

  it("loads no third-party code, no video player and no Auth before the visitor asks for a video", async () => {
    const page = await newPage();
    const foreign: string[] = [];
    const videoSite: string[] = [];
    const authCalls: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      // Product images may live on any host an admin chose; anything else must be our own.
      if (u.hostname !== "127.0.0.1" && r.resourceType() !== "image") foreign.push(r.url());
      if (/(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com)$/.test(u.hostname))
        videoSite.push(r.url());
      if (u.pathname.includes("identitytoolkit") || u.pathname.includes("securetoken"))
        authCalls.push(r.url());
    });
    // The embed host is unreachable here: answer it locally so nothing leaves the machine.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    await page.goto(`${SHOP_URL}/`);
    await expect.poll(() => page.locator(".product-card").count(), { timeout: 20_000 }).toBe(6);
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(videoSite).toEqual([]);
    expect(authCalls).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    await page.getByRole("button", { name: /^Play video: Advanced stabilization/ }).click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it("sends the contact form; an admin can read the message", async () => {
    const page = await newPage();
    const marker = `Do you ship gimbals to Antarctica? ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`${SHOP_URL}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Roald Amundsen");
    await page.getByLabel("Company", { exact: true }).fill("South Pole Films");
    await page.getByLabel("Email", { exact: true }).fill("roald@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("+47 555 0100");
    await page.getByLabel("How can we help you", { exact: true }).fill(marker);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Thank you! Your message has been sent.").waitFor({ timeout: 20_000 });
    expect(await page.getByLabel("How can we help you", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");

    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const res = await fetch(`${API_URL}/messages?pageSize=50`, {
      headers: { Authorization: `Bearer ${admin.idToken}` },
    });
    expect(res.status).toBe(200);
    type Message = { message: string; email: string };
    const body = (await res.json()) as { items?: Message[] } | Message[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    const mine = items.find((m) => m.message === marker);
    expect(mine?.email).toBe("roald@example.com");
  });

  it("keeps what was typed in the contact form and says why when sending fails", async () => {
    const page = await newPage();
    await page.route(
      (url) => url.pathname === "/api/messages",
      (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "unavailable", message: "Please try again in a minute." } }),
        }),
    );
    await page.goto(`${SHOP_URL}/contact`);
    await page.getByLabel("Name", { exact: true }).fill("Nobody");
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByLabel("How can we help you", { exact: true }).fill("Hello?");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Your message could not be sent. Please try again in a minute.").waitFor();
    expect(await page.getByLabel("How can we help you", { exact: true }).inputValue()).toBe("Hello?");
  });

  it("shows a friendly message with a retry when the products cannot load", async () => {
    const page = await newPage();
    let fail = true;
    await page.route(
      (url) => url.pathname === "/api/products",
      (route) =>
        fail
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: '{"error":{"code":"x","message":"x"}}',
            })
          : route.continue(),
    );
    // The first page is in the HTML; the next one comes from the API.
    await page.goto(`${SHOP_URL}/shop`);
    await waitForHydrated(page, 'nav[aria-label="Product pages"] a');
    await page
      .getByRole("navigation", { name: "Product pages" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await page.getByText("We could not load the products right now.").waitFor({ timeout: 15_000 });
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.locator(".product-card").count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it("on a phone-sized screen, the menu toggle opens the navigation", async () => {
    const context = await session.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/`);
    const toggle = page.getByRole("button", { name: "Menu" });
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await about.isVisible()).toBe(false);
    // The page hydrates on this first press and then replays it (web/src/app/hydrate-on-intent.ts).
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await about.click();
    await page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
