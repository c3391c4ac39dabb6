/**
 * The route table. Declarative routing (`useRoutes` inside `<BrowserRouter>`) rather than a data
 * router: the app loads its data in components (features/<f>/api), so loaders/actions would go
 * unused, and the data router's code would cost ~16 KB gzipped on every first visit.
 * Each screen (but the home page) is a lazily loaded module whose `Component` export renders it.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { preloadLocale } from "@/lib/i18n/i18n";
import { RootLayout } from "./layout/root-layout";
// The landing page ships with the app shell: most first visits land on it, and a lazy chunk would
// add a round trip before its largest paint.
import { Component as Home } from "./routes/home";

type ScreenModule = { Component: ComponentType };

/** Loads the screens of a route (and its parents) before rendering: see preloadRoute. */
const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * Lazy route: the module's `Component` export renders the screen (its own Suspense boundary).
 * Once the module is loaded (by navigation or preloadRoute), the screen renders at once, without
 * suspending: a pre-rendered page then hydrates in one pass, with no fallback in between.
 */
function lazyRoute(route: RouteObject, load: () => Promise<ScreenModule>): RouteObject {
  let Loaded: ComponentType | undefined;
  const loadOnce = () => load().then((m) => ({ default: (Loaded = m.Component) }));
  const LazyScreen = lazy(loadOnce);
  const Screen = () => (Loaded ? <Loaded /> : <LazyScreen />);
  const full = {
    ...route,
    element: (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    ),
  } as RouteObject;
  preloaders.set(full, loadOnce);
  return full;
}

/** The pages, the same under `/` (English) and `/de`, `/fr` (issue 51). */
const pages: RouteObject[] = [
  { index: true, element: <Home /> },
  { path: "home", element: <Home /> },
  lazyRoute({ path: "about" }, () => import("@/features/marketing/routes/about")),
  lazyRoute({ path: "services" }, () => import("@/features/marketing/routes/services")),
  lazyRoute({ path: "contact" }, () => import("@/features/marketing/routes/contact")),
  lazyRoute({ path: "shop" }, () => import("@/features/catalog/routes/shop")),
  lazyRoute({ path: "shop/:slug" }, () => import("./routes/product")),
  lazyRoute({ path: "accessibility" }, () => import("@/features/marketing/routes/accessibility")),
  lazyRoute({ path: "privacy" }, () => import("@/features/marketing/routes/privacy")),
  lazyRoute({ path: "login" }, () => import("@/features/auth/routes/login")),
  lazyRoute({ path: "signup" }, () => import("@/features/auth/routes/signup")),
  lazyRoute(
    {
      children: [
        lazyRoute({ path: "products/:id" }, () => import("@/features/orders/routes/purchase")),
        lazyRoute({ path: "cart" }, () => import("@/features/orders/routes/cart")),
        lazyRoute(
          {
            path: "dashboard",
            children: [
              lazyRoute({ index: true }, () => import("@/features/orders/routes/my-purchases")),
              lazyRoute({ path: "review" }, () => import("@/features/reviews/routes/review")),
              lazyRoute({ path: "profile" }, () => import("@/features/auth/routes/profile")),
              lazyRoute({ path: "history" }, () => import("@/features/orders/routes/history")),
              // Issue 52 item 2: outside the staff guard, so staff without a second factor reach it.
              lazyRoute({ path: "two-factor" }, () => import("@/features/auth/routes/two-factor")),
              lazyRoute({ path: "payment/:id" }, () => import("@/features/payments/routes/payment")),
              lazyRoute(
                { path: "payment/order/:orderId" },
                () => import("@/features/payments/routes/order-payment"),
              ),
              lazyRoute(
                {
                  children: [
                    lazyRoute({ path: "overview" }, () => import("@/features/overview/routes/overview")),
                    lazyRoute({ path: "users" }, () => import("@/features/admin/routes/users")),
                    lazyRoute({ path: "addproduct" }, () => import("@/features/admin/routes/add-product")),
                    lazyRoute({ path: "allProducts" }, () => import("@/features/admin/routes/all-payments")),
                    lazyRoute(
                      { path: "manageProducts" },
                      () => import("@/features/admin/routes/manage-products"),
                    ),
                    lazyRoute({ path: "messages" }, () => import("@/features/admin/routes/messages")),
                    lazyRoute({ path: "outbox" }, () => import("@/features/admin/routes/outbox")),
                    lazyRoute({ path: "promoCodes" }, () => import("@/features/admin/routes/promo-codes")),
                    lazyRoute(
                      { path: "reconciliation" },
                      () => import("@/features/reconciliation/routes/reconciliation"),
                    ),
                    lazyRoute({ path: "disputes" }, () => import("@/features/disputes/routes/disputes")),
                    lazyRoute({ path: "returns" }, () => import("@/features/returns/routes/returns")),
                    lazyRoute(
                      { path: "refundApprovals" },
                      () => import("@/features/refund-approvals/routes/refund-approvals"),
                    ),
                    lazyRoute({ path: "shipping" }, () => import("@/features/shipping/routes/shipping")),
                    lazyRoute({ path: "shipments" }, () => import("@/features/admin/routes/shipments")),
                    lazyRoute({ path: "audit" }, () => import("@/features/admin/routes/audit")),
                  ],
                },
                () => import("./routes/require-admin"),
              ),
            ],
          },
          () => import("./routes/dashboard-layout"),
        ),
      ],
    },
    () => import("./routes/require-auth"),
  ),
  lazyRoute({ path: "*" }, () => import("./routes/not-found")),
];

export const routes: RouteObject[] = ["/de", "/fr", "/"].map((path) => ({
  path,
  element: <RootLayout />,
  children: pages,
}));

/**
 * Loads the screens the URL shows (the route and its parents) and its language's header catalogue,
 * so that the first render needs no Suspense fallback: the browser calls it before hydrating a pre-rendered page, the build before
 * rendering one.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => preloaders.get(m.route)?.()));
  // The screens' catalogues are known once their modules are loaded.
  await preloadLocale(pathname);
}

export function AppRoutes() {
  return useRoutes(routes);
}
