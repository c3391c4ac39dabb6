import { Navigate, NavLink, Outlet, useLocation } from "react-router-dom";
import { profileRoleOf, type StaffRole } from "@shop/domain";
import { needsSecondFactor, useStaffAccess } from "@/lib/session/admin-claim";
import { useNavMenu } from "../layout/nav-menu";
import { FirebaseProviders } from "../providers/firebase-providers";
import { useClaimsRefresh } from "./use-claims-refresh";
import { linkedPages, TWO_FACTOR_PATH, isTwoFactorPage } from "./staff-pages";
import { PageHead } from "@/components/head/page-head";
import { VerifyEmailBanner } from "@/features/auth/components/verify-email-banner";
import { DocumentLinksProvider, type RenderDocumentLinks } from "@/components/document-links";
import { InvoiceLinks } from "@/features/invoices/components/invoice-links";

const renderInvoiceLinks: RenderDocumentLinks = (props) => <InvoiceLinks {...props} />;

/** The dashboard: reactfire's providers (live Firestore data, ID-token claims) for every page in it. */
export function Component() {
  return (
    <FirebaseProviders>
      <Dashboard />
    </FirebaseProviders>
  );
}

function Dashboard() {
  // Role-dependent entries wait for the claims, so an admin never sees My Review flash by.
  const access = useStaffAccess();
  const role = access === "loading" ? "loading" : access.role;
  // Issue 52 item 2: a staff token without a second factor reaches only the page that enrols one.
  const enrolOnly = needsSecondFactor(access);
  const { pathname } = useLocation();
  // A role change (users/{uid}.claimsUpdatedAt) refreshes the ID token: a promoted user gets the admin menu.
  useClaimsRefresh();
  // Small screens: the header's menu toggle also opens this side menu (spec §2).
  const { open } = useNavMenu();
  return (
    <div className="dashboard">
      <PageHead title="Dashboard | Gimbal" noindex />
      <nav
        id="dashboard-menu"
        className={open ? "dashboard__menu dashboard__menu--open" : "dashboard__menu"}
        aria-label="Dashboard"
      >
        {enrolOnly ? (
          <ul>
            <li>
              <NavLink to={TWO_FACTOR_PATH}>Two-factor sign-in</NavLink>
            </li>
          </ul>
        ) : (
          <DashboardMenu role={role} />
        )}
      </nav>
      <div className="dashboard__content">
        <VerifyEmailBanner />
        {enrolOnly && !isTwoFactorPage(pathname) ? (
          <Navigate to={TWO_FACTOR_PATH} replace />
        ) : (
          // The Invoice / Credit note downloads on the rows of My Product and All Product.
          <DocumentLinksProvider value={renderInvoiceLinks}>
            <Outlet />
          </DocumentLinksProvider>
        )}
      </div>
    </div>
  );
}

function DashboardMenu({ role }: { role: StaffRole | null | "loading" }) {
  const staffPages = role === "loading" ? [] : linkedPages(role);
  const customerMenu = role !== "loading" && profileRoleOf(role) === "customer";
  return (
    <ul>
      <li>
        <NavLink end to="/dashboard">
          My Product
        </NavLink>
      </li>
      {customerMenu && (
        <li>
          <NavLink to="/dashboard/review">My Review</NavLink>
        </li>
      )}
      <li>
        <NavLink to="/dashboard/profile">My Profile</NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/history">My History</NavLink>
      </li>
      {staffPages.map((page) => (
        <li key={page.path}>
          <NavLink to={`/dashboard/${page.path}`}>{page.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}
