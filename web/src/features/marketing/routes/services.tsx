import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";
import { SERVICES } from "../services";

const HEAD = {
  title: "Services | Gimbal",
  description:
    "A two-year warranty, repairs of gimbals of any age, custom rigs and training: we look after your gimbal long after you have bought it.",
  canonicalPath: "/services",
};

export function Component() {
  return (
    <div className="page">
      <PageHead {...HEAD} />
      <section className="hero" aria-labelledby="services-heading">
        <h1 id="services-heading">Services</h1>
        <p>We look after your gimbal long after you have bought it.</p>
      </section>
      <section className="section" aria-label="Our services">
        <ul className="service-list">
          {SERVICES.map((s) => (
            <li key={s.title} className="service">
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="services-contact-heading">
        <h2 id="services-contact-heading">Need help with your gimbal?</h2>
        <p>Tell us what happened and we will get back to you within one working day.</p>
        <Link className="btn" to="/contact">
          Contact us
        </Link>
      </section>
    </div>
  );
}
