import { NavLink, Outlet } from "react-router";
import { useSession } from "@/lib/session";
import { useNavMenu } from "../layout/nav-menu";
import { useClaimsRefresh } from "./use-claims-refresh";
import { PageHead } from "@/components/head/page-head";

export function Component() {
  const { session } = useSession();
  const isAdmin = session.status === "signed-in" && session.isAdmin;
  // A role change (users/{uid}.claimsUpdatedAt) refreshes the ID token: a promoted user gets the admin menu.
  useClaimsRefresh(session.status === "signed-in" ? session.user.uid : null);
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
        <ul>
          <li>
            <NavLink end to="/dashboard">
              My Product
            </NavLink>
          </li>
          {!isAdmin && (
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
          {isAdmin && (
            <>
              <li>
                <NavLink to="/dashboard/allProducts">All Product</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/users">All Users</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/addproduct">Add Product</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/manageProducts">Manage Product</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/messages">Messages</NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <div className="dashboard__content">
        <Outlet />
      </div>
    </div>
  );
}
