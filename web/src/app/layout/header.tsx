import { Link, NavLink } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";

const LINKS = [
  { to: "/home", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/shop", label: "Shop" },
  { to: "/contact", label: "Contacts" },
];

export function Header() {
  const { session, signOut } = useSession();
  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <Link to="/" className="navbar__brand" aria-label="Gimbal home">
          <img src="/images/logo.svg" alt="" width="32" height="32" />
          <span>Gimbal</span>
        </Link>
        <ul className="navbar__links">
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to}>{l.label}</NavLink>
            </li>
          ))}
          {session.status === "signed-in" && (
            <li>
              <NavLink to="/dashboard">Dashboard</NavLink>
            </li>
          )}
          <li>
            {session.status === "loading" ? (
              <Spinner label="Checking your session" />
            ) : session.status === "signed-in" ? (
              <button type="button" className="btn btn--ghost" onClick={() => void signOut()}>
                Log out
              </button>
            ) : (
              <NavLink to="/login">Login</NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
