import { PageHead } from "@/components/head/page-head";
import { ContactForm } from "../components/contact-form";
import { OFFICE, telHref } from "../office";

const HEAD = {
  title: "Contact Us | Gimbal",
  description:
    "Questions about a gimbal, an order or a custom rig? Call us Mon-Fri 9:00-18:00 or write to us: we answer within one working day.",
  canonicalPath: "/contact",
};

export function Component() {
  return (
    <div className="page">
      <PageHead {...HEAD} />
      <section className="hero" aria-labelledby="contact-heading">
        <h1 id="contact-heading">Contact Us</h1>
        <p>Questions about a gimbal, an order or a custom rig? We are happy to help.</p>
      </section>
      <div className="section contact">
        <section aria-labelledby="reach-heading" className="contact__details">
          <h2 id="reach-heading">Reach us</h2>
          <p>
            Phone: <a href={telHref(OFFICE.phone)}>{OFFICE.phone}</a>
          </p>
          <h3>Working hours</h3>
          <p>
            {OFFICE.hours}
            <br />
            Closed on weekends
          </p>
        </section>
        <section aria-labelledby="write-heading" className="contact__form">
          <h2 id="write-heading">Write to us</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
