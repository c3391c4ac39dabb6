import { Link } from "react-router-dom";

const GROUPS = [
  { title: "Our Company", links: ["About", "Careers", "Press"] },
  { title: "Production", links: ["Gimbals", "Accessories", "Quality"] },
  { title: "Contact us", links: ["Support", "Dealers", "Warranty"] },
  { title: "Shop with us", links: ["Shipping", "Returns", "Payments"] },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__groups">
        {GROUPS.map((g) => (
          <section key={g.title} aria-labelledby={`footer-${g.title}`}>
            <h2 id={`footer-${g.title}`}>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l}>
                  <Link to="/">{l}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-footer__copy">© {new Date().getFullYear()} Gimbal. All rights reserved.</p>
    </footer>
  );
}
