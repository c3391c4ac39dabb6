import { useEffect } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { useSession } from "@/lib/session";
import { setSidebarOpen, toggleSidebar, useSidebarOpen } from "../layout/sidebar-state";
import { useClaimsRefresh } from "./use-claims-refresh";
import "./dashboard-layout.css";

export function Component() {
  const { session } = useSession();
  const isAdmin = session.status === "signed-in" && session.isAdmin;
  useClaimsRefresh(session.status === "signed-in" ? session.user.uid : null);
  const open = useSidebarOpen();
  const { pathname } = useLocation();

  // On small screens the menu closes once a page is chosen; it also closes when leaving.
  useEffect(() => {
    setSidebarOpen(false);
  }, [pathname]);
  useEffect(() => () => setSidebarOpen(false), []);

  return (
    <div className={open ? "dashboard dashboard--menu-open" : "dashboard"}>
      <button
        type="button"
        className="btn btn--ghost dashboard__toggle"
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={toggleSidebar}
      >
        {open ? "Close menu" : "Dashboard menu"}
      </button>
      <nav id="dashboard-menu" className="dashboard__menu" aria-label="Dashboard" data-sidebar-open={open}>
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
