/**
 * The dashboard's staff pages (issue 52) and who may use each: a page is for the roles that act in
 * one of its areas (@shop/domain's STAFF_AREA_ROLES; the owner acts everywhere). The menu links
 * only these, and an unlinked page opened by its address says ROLE_DENIED_MESSAGE.
 */
import { roleMayAct, type StaffArea, type StaffRole } from "@shop/domain";
import { TWO_FACTOR_PAGE } from "@/lib/session/access-denied";

export interface StaffPage {
  /** Under /dashboard/. */
  path: string;
  label: string;
  /** The roles of any of these areas may use the page. */
  areas: readonly StaffArea[];
  /** Left out of the menu (the page stays usable) for roles that also act in one of these. */
  unlessAlso?: readonly StaffArea[];
}

/** All Product lists GET /payments: the staff of orders, refunds and the books read it. */
const PAYMENT_AREAS = ["orders", "refunds", "books"] as const satisfies readonly StaffArea[];

export const STAFF_PAGES: readonly StaffPage[] = [
  { path: "overview", label: "Overview", areas: ["overview"] },
  { path: "allProducts", label: "All Product", areas: PAYMENT_AREAS },
  { path: "users", label: "All Users", areas: ["users"] },
  { path: "addproduct", label: "Add Product", areas: ["products"] },
  { path: "manageProducts", label: "Manage Product", areas: ["products"] },
  { path: "messages", label: "Messages", areas: ["messages"] },
  { path: "outbox", label: "Outbox", areas: ["messages"] },
  { path: "promoCodes", label: "Promo Codes", areas: ["promos"] },
  { path: "reconciliation", label: "Reconciliation", areas: ["books"] },
  { path: "disputes", label: "Disputes", areas: ["disputes"] },
  { path: "returns", label: "Returns", areas: ["returns"] },
  // Issue 52, a second look: refunds above the approval limit, decided by another staff member.
  { path: "refundApprovals", label: "Refund approvals", areas: ["refunds"] },
  { path: "shipping", label: "Shipping", areas: ["shipping"] },
  // Staff who see All Product ship from there; the others (fulfilment) from this list.
  { path: "shipments", label: "Shipments", areas: ["shipments"], unlessAlso: PAYMENT_AREAS },
  { path: "audit", label: "Audit", areas: ["audit"] },
];

export function mayUsePage(role: StaffRole | null, page: StaffPage): boolean {
  return page.areas.some((area) => roleMayAct(role, area));
}

/** The staff pages the menu links for this role, in menu order. */
export function linkedPages(role: StaffRole | null): StaffPage[] {
  return STAFF_PAGES.filter(
    (page) => mayUsePage(role, page) && !(page.unlessAlso ?? []).some((area) => roleMayAct(role, area)),
  );
}

/** The staff page at this address (/dashboard/<path>, or deeper), if any. */
export function staffPageAt(pathname: string): StaffPage | undefined {
  const [, first, second] = pathname.split("/");
  if (first !== "dashboard") return undefined;
  return STAFF_PAGES.find((page) => page.path === second);
}

/** Issue 52 item 2: the page that enrols a second factor, the only one a staff token without one reaches. */
export const TWO_FACTOR_PATH = TWO_FACTOR_PAGE;

/** True at the enrol page (also under a language prefix). */
export function isTwoFactorPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").endsWith(TWO_FACTOR_PATH);
}
