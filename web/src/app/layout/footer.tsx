import { Link } from "react-router-dom";
import { useI18n, useLocalePath, type MessageKey } from "@/lib/i18n/i18n";

interface FooterLink {
  label: MessageKey;
  to: string;
}

/** Spec §2: four link groups; most links point to /. Each id is the English title's (stable across languages). */
const GROUPS: { id: string; title: MessageKey; links: FooterLink[] }[] = [
  {
    id: "footer-our-company",
    title: "footer.company",
    links: [
      { label: "footer.aboutUs", to: "/about" },
      { label: "footer.careers", to: "/" },
      { label: "footer.press", to: "/" },
      { label: "footer.accessibility", to: "/accessibility" },
      { label: "footer.privacy", to: "/privacy" },
    ],
  },
  {
    id: "footer-production",
    title: "footer.production",
    links: [
      { label: "footer.gimbals", to: "/" },
      { label: "footer.accessories", to: "/" },
      { label: "footer.quality", to: "/" },
    ],
  },
  {
    id: "footer-contact-us",
    title: "footer.contactUs",
    links: [
      { label: "footer.support", to: "/contact" },
      { label: "footer.dealers", to: "/" },
      { label: "footer.warranty", to: "/" },
    ],
  },
  {
    id: "footer-shop-with-us",
    title: "footer.shopWithUs",
    links: [
      { label: "footer.shop", to: "/shop" },
      { label: "footer.shipping", to: "/" },
      { label: "footer.returns", to: "/" },
    ],
  },
];

export function Footer() {
  const { t } = useI18n();
  const path = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__groups">
        {GROUPS.map((g) => {
          return (
            <section key={g.id} aria-labelledby={g.id}>
              <h2 id={g.id}>{t(g.title)}</h2>
              <ul>
                {g.links.map((l) => (
                  <li key={l.label}>
                    <Link to={path(l.to)}>{t(l.label)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="site-footer__copy">{t("footer.copy", { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
