import { Link } from "react-router";
import { PageHead } from "@/components/head/page-head";

const HEAD = {
  title: "Services | Gimbal",
  description:
    "A two-year warranty, repairs of gimbals of any age, custom rigs and training: we look after your gimbal long after you have bought it.",
  canonicalPath: "/services",
};

export const SERVICES = [
  {
    title: "Two-year warranty",
    text: "Every gimbal is covered for two years against defects in materials and workmanship. If a motor, board or battery fails in normal use, we repair or replace it free of charge, shipping included.",
  },
  {
    title: "Repairs",
    text: "Dropped it off a cliff? Our workshop repairs gimbals of any age. Send it in, get a fixed quote within two working days, and have it back calibrated and tested within a week of your approval.",
  },
  {
    title: "Custom rigs",
    text: "Helmet, handlebar, chest or car mounts, counterweights for heavier cameras, long extension poles: we design and build rigs around your shot, from a single piece to a production crew's set.",
  },
  {
    title: "Training",
    text: "Half-day workshops for beginners and teams: balancing, the 5 modes, Bluetooth control and smooth 320 degree pans. Online sessions every month, on-site training on request.",
  },
];

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
