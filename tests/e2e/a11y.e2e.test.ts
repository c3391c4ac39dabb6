/**
 * axe-core on every route and state (issue 26), at 360 and 1280 CSS px: no violation of any impact
 * of the WCAG 2.0–2.2 A/AA rules and no serious or critical best-practice violation
 * (tests/support/axe.ts). Public pages and the 404; login and signup empty, with their validation
 * errors and with the auth error; the purchase page with its errors; the payment page (outside
 * Stripe's frame); My Product with a row in each state (the demo customer has one of each) and the
 * cancel modal; review with its error; profile; history; every admin page (users, products,
 * payments, messages, outbox, promo codes, reconciliation, disputes, returns) with its dialogs open
 * (disable account, shipment, refund, delete product, variants; promote answers with a toast, checked too),
 * Add Product with its errors and, where the Storage emulator runs, a refused image upload. A
 * failure lists every finding: page, rule, element. Also: reflow at 320 and 640 CSS px, reduced
 * motion, and contrast when hovered, focused, disabled and in error (tests/support/contrast.ts).
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct, markPaid } from "../support/admin-sdk.js";
import { createCustomer, signIn } from "../support/auth.js";
import { axeFindings } from "../support/axe.js";
import { contrastOf } from "../support/contrast.js";
import { signInOnPage, signInThroughLogin, UI } from "../support/browser.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";
import { fillAddress } from "../support/address-form.js";

const session = browserSession();

/**
 * A tour visits many screens and runs axe on each: on two loaded cores (the other lanes' browsers
 * and the functions they wake) that takes minutes, not the suite's default 60 s.
 */
const TOUR = { timeout: 180_000 };
const storageRunning = process.env.GIMBAL_STORAGE_EMULATOR === "1";

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

/** Tours run at the wide width; each state is checked at both (see `sweep`). */
const WIDE = VIEWPORTS[1] ?? { width: 1280, height: 900 };

async function newContext(viewport = WIDE): Promise<BrowserContext> {
  return session.newContext({ viewport });
}

/** A toast's progress bar: the end of its animation (5 s) is what closes the toast. */
const TOAST_TIMER = ".Toastify__progress-bar";

/**
 * The layout the new width's media queries give has been painted (two animation frames), and the
 * animations that end have ended (a toast sliding in is half transparent: axe would measure its
 * contrast mid-way); a spinner's endless turn and a toast's timer (held: `toastTimers`) are not
 * waited for.
 */
const painted = (page: Page) =>
  page.evaluate(async (timer) => {
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const ending = document.getAnimations().filter((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return a.effect?.getComputedTiming().iterations !== Infinity && !target?.closest(timer);
    });
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  }, TOAST_TIMER);

/**
 * Holds (or lets go of) the shown toasts' timers, as pointing at a toast does: a toast that
 * started closing while axe read it was measured half transparent (run 28).
 */
const toastTimers = (page: Page, action: "pause" | "play") =>
  page.evaluate(
    ({ timer, method }) => {
      for (const a of document.getAnimations()) {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        if (target?.closest(timer)) a[method]();
      }
    },
    { timer: TOAST_TIMER, method: action },
  );

/**
 * Collects the findings of every state a test visits, each state checked at every width in
 * VIEWPORTS (the page resized in place, its state — an open dialog, a shown error — kept), so a
 * tour signs in and sets its states up once, not once per width; the test fails once, listing
 * them all. The page ends at the wide width, where the tour goes on.
 */
function sweep(page: Page) {
  const findings: string[] = [];
  return {
    findings,
    check: async (state: string) => {
      await toastTimers(page, "pause");
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await painted(page);
        findings.push(...(await axeFindings(page, `${state} @${viewport.width}px`)));
      }
      await toastTimers(page, "play");
    },
  };
}

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole("heading", { level: 1, name }).first().waitFor(UI);

async function closeDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden", ...UI });
}

describe("axe, WCAG 2.2 A/AA and serious best practice, at 360 and 1280 px", () => {
  it("public pages, the accessibility statement, the privacy notice and the 404", TOUR, async () => {
    const page = await (await newContext()).newPage();
    const { findings, check } = sweep(page);
    const pages: [string, string | RegExp][] = [
      ["/", "Smooth shots, wherever you go"],
      ["/about", "About Us"],
      ["/services", "Services"],
      ["/contact", "Contact Us"],
      ["/shop", "Shop"],
      ["/accessibility", "Accessibility"],
      ["/privacy", "Privacy"],
      ["/no-such-page", "Page not found"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`${SHOP_URL}${path}`);
      await h1(page, heading);
      if (path === "/" || path === "/shop") {
        // The loaded lists, not their placeholders, are what visitors use.
        await expect
          .poll(() => page.locator("article.product-card .product-card__name").count(), UI)
          .toBeGreaterThan(0);
      }
      if (path === "/") await expect.poll(() => page.locator(".feedback-card h3").count(), UI).toBe(3);
      await check(path);
    }
    expect(findings).toEqual([]);
  });

  it("login and signup: empty, with their validation errors, with the auth error", TOUR, async () => {
    const page = await (await newContext()).newPage();
    const { findings, check } = sweep(page);
    await page.goto(`${SHOP_URL}/login`);
    await h1(page, "Login");
    await check("/login empty");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Email is Required").waitFor(UI);
    await page.getByText("Password is Required").waitFor(UI);
    await check("/login required errors");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("abc");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Provide a valid Email").waitFor(UI);
    await page.getByText("Must be 6 characters or longer").waitFor(UI);
    await check("/login pattern errors");
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel("Password").fill("wrong-password-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.locator("p.form-error[role=alert]").waitFor(UI);
    await check("/login auth error");

    await page.goto(`${SHOP_URL}/signup`);
    await h1(page, "Sign Up");
    await check("/signup empty");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await page.getByText("Name is required").waitFor(UI);
    await check("/signup required errors");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Password").fill("abc");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await page.getByText("Provide a valid email").waitFor(UI);
    await page.getByText("Must be value 6").waitFor(UI);
    await check("/signup pattern errors");
    expect(findings).toEqual([]);
  });

  it(
    "customer screens: purchase with errors, payment, My Product in every state, cancel modal, review, profile, history",
    TOUR,
    async () => {
      const product = await createTestProduct({
        name: `Axe Grip ${Date.now().toString(36)}`,
        availableOrder: 30,
      });
      const context = await newContext();
      const page = await signInThroughLogin(
        context,
        DEMO_ACCOUNTS.customer.email,
        DEMO_ACCOUNTS.customer.password,
      );
      const { findings, check } = sweep(page);

      await page.goto(`${SHOP_URL}/products/${product}`);
      await page.getByRole("button", { name: "Place Order" }).waitFor(UI);
      await check("/products/:id");
      await page.getByRole("button", { name: "Place Order" }).click();
      // The shared Field's message (its id is React's), shown with the invalid address field.
      await page.getByRole("alert").filter({ hasText: "Address line 1 is required" }).waitFor(UI);
      await check("/products/:id required errors");
      await fillAddress(page);
      await page.getByLabel("Quantity").fill("1");
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.locator(".Toastify").getByText("Please Provide More Than Required Quantity").waitFor(UI);
      await check("/products/:id quantity toast");

      await page.goto(`${SHOP_URL}/dashboard`);
      const table = page.getByRole("table");
      await table.getByText("Your Product Is delivery").first().waitFor(UI);
      await table.getByText("Refunded").first().waitFor(UI);
      const cancel = table.getByRole("button", { name: /^Cancel / }).first();
      await cancel.waitFor(UI);
      await check("/dashboard (My Product, every row state)");
      await cancel.click();
      await page.getByRole("dialog", { name: "Are you sure you want to delete?" }).waitFor(UI);
      await check("/dashboard cancel modal");
      await closeDialog(page, "Are you sure you want to delete?");

      const payHref = await table
        .getByRole("link", { name: /^Pay for / })
        .first()
        .getAttribute("href");
      await page.goto(`${SHOP_URL}${payHref}`);
      await page.getByLabel("Card number").waitFor(UI);
      await check("/dashboard/payment/:id");

      // The cart (the demo customer's seeded two lines), a refused code, an order's payment page.
      await page.goto(`${SHOP_URL}/cart`);
      await h1(page, "Your Cart");
      await page.getByRole("button", { name: "Place Order" }).waitFor(UI);
      await check("/cart");
      await page.getByLabel("Promo code").fill("NOSUCHCODE");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByText("Invalid promo code").waitFor(UI);
      await check("/cart promo code error");
      await page.goto(`${SHOP_URL}/dashboard/payment/order/demo-order`);
      await page.getByText("This order is already paid.").waitFor(UI);
      await check("/dashboard/payment/order/:orderId");

      await page.goto(`${SHOP_URL}/dashboard/review`);
      await page.getByRole("radiogroup").waitFor(UI);
      await check("/dashboard/review");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Please choose from 1 to 5 stars").waitFor(UI);
      await page.getByRole("radio", { name: "4 stars" }).click();
      await check("/dashboard/review error, 4 stars");

      await page.goto(`${SHOP_URL}/dashboard/profile`);
      await page.getByRole("button", { name: "Update" }).waitFor(UI);
      await check("/dashboard/profile");
      await page.goto(`${SHOP_URL}/dashboard/history`);
      await h1(page, "My History");
      await check("/dashboard/history");
      expect(findings).toEqual([]);
    },
  );

  // The admin tour axes every admin screen with its dialogs at one width: with All Product's
  // filters, exports and documents it outgrew the suite's 60 s on two busy cores.
  it("admin screens with every dialog open", TOUR, async () => {
    const name = `Axe Admin Gimbal ${Date.now().toString(36)}`;
    const productId = await createTestProduct({ name, availableOrder: 30 });
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const stamp = Date.now().toString(36).toUpperCase();
    const varied = await fetch(`${API_URL}/products/${productId}/variants`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${admin.idToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        options: [{ name: "Colour", values: ["Black", "White"] }],
        variants: [
          { id: "default", sku: `AXE-BLK-${stamp}`, optionValues: { Colour: "Black" } },
          {
            sku: `AXE-WHT-${stamp}`,
            optionValues: { Colour: "White" },
            prices: { usd: 2500 },
            availableOrder: 5,
          },
        ],
      }),
    });
    expect(varied.status).toBe(200);
    const buyer = await createCustomer("Axe Buyer");
    await fetch(`${API_URL}/users/${encodeURIComponent(buyer.email)}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${buyer.idToken}`, "Content-Type": "application/json" },
      body: "{}",
    });
    const order = await fetch(`${API_URL}/purchase`, {
      method: "POST",
      headers: { Authorization: `Bearer ${buyer.idToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        productId,
        quantity: 2,
        address: "1 Test Street, Springfield, IL 62701",
        phone: "555-0100",
      }),
    });
    expect(order.status).toBeLessThan(300);
    await markPaid(((await order.json()) as { insertedId: string }).insertedId);

    const context = await newContext();
    const page = await signInThroughLogin(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const { findings, check } = sweep(page);

    await page.goto(`${SHOP_URL}/dashboard/users`);
    const disable = page.getByRole("button", { name: `Disable ${buyer.email}` });
    await disable.waitFor(UI);
    await check("/dashboard/users");
    await disable.click();
    await page.getByRole("dialog", { name: "Disable this account?" }).waitFor(UI);
    await check("/dashboard/users disable dialog");
    await closeDialog(page, "Disable this account?");
    // Promote has no dialog: its answer is a toast (and the row's new role).
    await page.getByRole("button", { name: `Make An Admin: ${buyer.email}` }).click();
    await page.locator(".Toastify").getByText("Successfully Made an Admin").waitFor(UI);
    await check("/dashboard/users promoted (toast)");

    await page.goto(`${SHOP_URL}/dashboard/allProducts`);
    const ship = page.getByRole("button", { name: `Make a Shipment: ${name} for ${buyer.email}` });
    await ship.waitFor(UI);
    await check("/dashboard/allProducts");
    await ship.click();
    await page.getByRole("dialog", { name: "Make a Shipment" }).waitFor(UI);
    await check("/dashboard/allProducts shipment modal");
    await closeDialog(page, "Make a Shipment");
    await page.getByRole("button", { name: `Refund: ${name} for ${buyer.email}` }).click();
    await page.getByRole("dialog", { name: "Refund" }).waitFor(UI);
    await check("/dashboard/allProducts refund modal");
    await closeDialog(page, "Refund");

    await page.goto(`${SHOP_URL}/dashboard/manageProducts`);
    const del = page.getByRole("button", { name: `Delete ${name}` });
    await del.waitFor(UI);
    await check("/dashboard/manageProducts");
    await del.click();
    await page.getByRole("dialog", { name: "Are you sure you want to delete?" }).waitFor(UI);
    await check("/dashboard/manageProducts delete modal");
    await closeDialog(page, "Are you sure you want to delete?");
    // The variants editor (issue 48): the product's Colour option, a row per colour.
    await page.getByRole("button", { name: `2 variants of ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Variants of ${name}` })
      .getByLabel("Option 1 name")
      .waitFor(UI);
    await check("/dashboard/manageProducts variants modal");
    await closeDialog(page, `Variants of ${name}`);

    await page.goto(`${SHOP_URL}/dashboard/addproduct`);
    const form = page.getByRole("form", { name: "Add a product" });
    await form.getByRole("button", { name: "Add Product", exact: true }).waitFor(UI);
    await check("/dashboard/addproduct");
    await form.getByRole("button", { name: "Add Product", exact: true }).click();
    await form.getByText("Name is required").waitFor(UI);
    await check("/dashboard/addproduct errors");
    if (storageRunning) {
      await form.getByLabel("Image", { exact: true }).setInputFiles({
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await form
        .getByRole("alert")
        .getByText(/SVG images are not accepted/)
        .waitFor(UI);
      await check("/dashboard/addproduct image refused");
    }

    for (const [path, heading] of [
      ["/dashboard/messages", /^Messages \(\d+\)$/],
      ["/dashboard/outbox", /^Outbox \(\d+\)$/],
      ["/dashboard/promoCodes", "Promo Codes"],
      ["/dashboard/reconciliation", /^Reconciliation$/],
      ["/dashboard/disputes", /^Disputes$/],
      ["/dashboard/returns", /^Returns/],
    ] as const) {
      await page.goto(`${SHOP_URL}${path}`);
      await h1(page, heading); // the count shows once the list has loaded
      // The pages without a count: their lists, not their spinners, are what admins use.
      await expect.poll(() => page.locator(".spinner").count(), UI).toBe(0);
      await check(path);
    }
    expect(findings).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("axe reports a WCAG violation of any impact with its rule, element and page", async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${SHOP_URL}/about`);
    await h1(page, "About Us");
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "/images/logo.svg";
      img.id = "axe-probe";
      // Outside #root: React (perhaps still hydrating) must not meet it.
      document.body.append(img);
    });
    const findings = await axeFindings(page, "/about probe");
    expect(
      findings.some((f) => f.startsWith("/about probe: image-alt (critical)") && f.includes("#axe-probe")),
    ).toBe(true);
  });
});

const REFLOW_PAGES = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/shop",
  "/accessibility",
  "/privacy",
  "/login",
  "/signup",
  "/nope",
];

describe("reflow, reduced motion and contrast in every state", () => {
  // 320 CSS px, and 1280 px at 200 % zoom (640 CSS px): each page is loaded once and measured at
  // both widths, as a visitor who zooms in resizes the page in place.
  const REFLOW_WIDTHS = [320, 640];
  it(`no page scrolls sideways at ${REFLOW_WIDTHS.join(" or ")} CSS px (tables scroll in their own region)`, async () => {
    const context = await newContext({ width: REFLOW_WIDTHS[0] ?? 320, height: 720 });
    const page = await context.newPage();
    const wide: string[] = [];
    const measure = async (where: string) => {
      for (const width of REFLOW_WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        await painted(page);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) wide.push(`${where} @${width}px: ${scroll}px wide in ${client}px`);
      }
    };
    for (const path of REFLOW_PAGES) {
      await page.goto(`${SHOP_URL}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor(UI);
      if (path === "/" || path === "/shop") {
        await expect
          .poll(() => page.locator("article.product-card .product-card__name").count(), UI)
          .toBeGreaterThan(0);
      }
      await measure(path);
    }
    await signInOnPage(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    for (const [path, ready] of [
      ["/dashboard", "h1"],
      ["/dashboard/allProducts", "table"],
      ["/dashboard/users", "table"],
      ["/dashboard/manageProducts", "table"],
      ["/dashboard/addproduct", "form"],
      ["/dashboard/profile", "form"],
    ] as const) {
      await page.goto(`${SHOP_URL}${path}`);
      await page.locator(`main ${ready}`).first().waitFor(UI);
      await measure(path);
    }
    expect(wide).toEqual([]);
  });

  it("prefers-reduced-motion stops animations and smooth scrolling; without it the spinner turns", async () => {
    const probe = async (reducedMotion: "reduce" | "no-preference") => {
      const page = await (await session.newContext({ reducedMotion })).newPage();
      await page.goto(`${SHOP_URL}/about`);
      await h1(page, "About Us");
      return page.evaluate(() => {
        const circle = document.createElement("div");
        circle.className = "spinner__circle";
        document.body.append(circle);
        return {
          spinner: getComputedStyle(circle).animationName,
          scroll: getComputedStyle(document.documentElement).scrollBehavior,
        };
      });
    };
    expect(await probe("no-preference")).toEqual({ spinner: "spin", scroll: "auto" });
    expect(await probe("reduce")).toEqual({ spinner: "none", scroll: "auto" });
  });

  it("text keeps 4.5:1 when hovered, disabled and in error; focus outlines 3:1", async () => {
    const page = await (await newContext({ width: 1280, height: 900 })).newPage();
    await page.goto(`${SHOP_URL}/login`);
    const login = page.getByRole("button", { name: "Login", exact: true });
    await login.click();
    await page.getByText("Email is Required").waitFor(UI);
    const low: string[] = [];
    const expectText = async (what: string, locator: ReturnType<Page["locator"]>, min = 4.5) => {
      const c = await contrastOf(locator);
      if (c.text < min) low.push(`${what}: ${c.text.toFixed(2)}:1`);
    };
    await expectText("field error", page.getByText("Email is Required"));
    await login.hover();
    await expectText("hovered button", login);
    // Focus by keyboard (a focus() after a click does not show :focus-visible, by design).
    await page.getByLabel("Password").focus();
    await page.keyboard.press("Tab");
    const focus = await contrastOf(login);
    if (focus.outline < 3 || focus.outlineWidth < 2)
      low.push(`focused button outline: ${focus.outline.toFixed(2)}:1`);
    for (const variant of ["", "btn--danger", "btn--ghost", "btn--light"]) {
      await login.evaluate((b: HTMLButtonElement, v) => {
        b.className = `btn ${v}`.trim();
        b.disabled = true;
      }, variant);
      await expectText(`disabled .btn ${variant}`, login);
    }
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel("Password").fill("wrong-password-1");
    await login.evaluate((b: HTMLButtonElement) => {
      b.className = "btn";
      b.disabled = false;
    });
    await login.click();
    await expectText("auth error", page.locator("p.form-error[role=alert]"));
    expect(low).toEqual([]);
  });
});
