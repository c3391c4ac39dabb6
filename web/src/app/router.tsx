/**
 * The route table. Declarative routing (`useRoutes` inside `<BrowserRouter>`) rather than a data
 * router: the app loads its data in components (features/<f>/api), so loaders/actions would go
 * unused, and the data router's code would cost ~16 KB gzipped on every first visit.
 * Each screen (but the home page) is a lazily loaded module whose `Component` export renders it.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { RootLayout } from "./layout/root-layout";
// The landing page ships with the app shell: most first visits land on it, and a lazy chunk would
// add a round trip before its largest paint.
import { Component as Home } from "./routes/home";

/** Lazy route: the module's `Component` export renders the screen (its own Suspense boundary). */
function page(load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, "element"> {
  const Screen = lazy(() => load().then((m) => ({ default: m.Component })));
  return {
    element: (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: "home", element: <Home /> },
      { path: "about", ...page(() => import("@/features/marketing/routes/about")) },
      { path: "services", ...page(() => import("@/features/marketing/routes/services")) },
      { path: "contact", ...page(() => import("@/features/marketing/routes/contact")) },
      { path: "shop", ...page(() => import("@/features/catalog/routes/shop")) },
      { path: "login", ...page(() => import("@/features/auth/routes/login")) },
      { path: "signup", ...page(() => import("@/features/auth/routes/signup")) },
      {
        ...page(() => import("./routes/require-auth")),
        children: [
          { path: "products/:id", ...page(() => import("@/features/orders/routes/purchase")) },
          {
            path: "dashboard",
            ...page(() => import("./routes/dashboard-layout")),
            children: [
              { index: true, ...page(() => import("@/features/orders/routes/my-purchases")) },
              { path: "review", ...page(() => import("@/features/reviews/routes/review")) },
              { path: "profile", ...page(() => import("@/features/auth/routes/profile")) },
              { path: "history", ...page(() => import("@/features/orders/routes/history")) },
              { path: "payment/:id", ...page(() => import("@/features/payments/routes/payment")) },
              {
                ...page(() => import("./routes/require-admin")),
                children: [
                  { path: "users", ...page(() => import("@/features/admin/routes/users")) },
                  { path: "addproduct", ...page(() => import("@/features/admin/routes/add-product")) },
                  { path: "allProducts", ...page(() => import("@/features/admin/routes/all-payments")) },
                  {
                    path: "manageProducts",
                    ...page(() => import("@/features/admin/routes/manage-products")),
                  },
                  { path: "messages", ...page(() => import("@/features/admin/routes/messages")) },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", ...page(() => import("./routes/not-found")) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
