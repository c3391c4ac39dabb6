import { Link } from "react-router-dom";

interface FooterLink {
  label: string;
  to: string;
}

/** Spec §2: four link groups; most links point to /. */
const GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Our Company",
    links: [
      { label: "About us", to: "/about" },
      { label: "Careers", to: "/" },
      { label: "Press", to: "/" },
      { label: "Accessibility", to: "/accessibility" },
      { label: "Privacy", to: "/privacy" },
    ],
  },
  {
    title: "Production",
    links: [
      { label: "Gimbals", to: "/" },
      { label: "Accessories", to: "/" },
      { label: "Quality", to: "/" },
    ],
  },
  {
    title: "Contact us",
    links: [
      { label: "Support", to: "/contact" },
      { label: "Dealers", to: "/" },
      { label: "Warranty", to: "/" },
    ],
  },
  {
    title: "Shop with us",
    links: [
      { label: "Shop", to: "/shop" },
      { label: "Shipping", to: "/" },
      { label: "Returns", to: "/" },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__groups">
        {GROUPS.map((g) => {
          const id = `footer-${g.title.toLowerCase().replace(/\s+/g, "-")}`;
          return (
            <section key={g.title} aria-labelledby={id}>
              <h2 id={id}>{g.title}</h2>
              <ul>
                {g.links.map((l) => (
                  <li key={l.label}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="site-footer__copy">© {new Date().getFullYear()} Gimbal. All rights reserved.</p>
    </footer>
  );
}
