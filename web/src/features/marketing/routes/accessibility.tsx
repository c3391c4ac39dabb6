import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";
import { OFFICE, telHref } from "../office";

const HEAD = {
  title: "Accessibility | Gimbal",
  description:
    "How the Gimbal shop aims to be usable by everyone: the standard we follow (WCAG 2.2 AA), how we test it, the known limits and how to reach us.",
  canonicalPath: "/accessibility",
};

/** The accessibility statement (issue 26): the standard, how it is tested, known limits, a contact. */
export function Component() {
  return (
    <div className="page page--narrow">
      <PageHead {...HEAD} />
      <section className="hero" aria-labelledby="accessibility-heading">
        <h1 id="accessibility-heading">Accessibility</h1>
        <p>
          We want everyone to be able to learn about, buy and look after a Gimbal, whatever they use to
          browse.
        </p>
      </section>
      <section className="section" aria-labelledby="a11y-standard-heading">
        <h2 id="a11y-standard-heading">The standard we aim at</h2>
        <p>
          This site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, on every
          page: the public pages, sign-up and sign-in, ordering and paying, the customer dashboard and the
          shop&apos;s own administration pages.
        </p>
      </section>
      <section className="section" aria-labelledby="a11y-testing-heading">
        <h2 id="a11y-testing-heading">How we test it</h2>
        <ul>
          <li>
            Every change is checked automatically with the axe-core engine on every page and state (forms with
            their errors shown, dialogs open), on a phone-sized and a desktop-sized screen.
          </li>
          <li>
            An automated journey uses the keyboard alone: skipping to the content, signing in, ordering,
            cancelling an order in its dialog, leaving a review and, for the shop, marking a shipment.
          </li>
          <li>
            Pages reflow to a width of 320 CSS pixels (400 % zoom) without scrolling sideways, apart from data
            tables, which scroll inside their own region; animations and smooth scrolling stop when your
            system asks for reduced motion; text and controls keep their contrast in every state.
          </li>
        </ul>
      </section>
      <section className="section" aria-labelledby="a11y-limits-heading">
        <h2 id="a11y-limits-heading">Known limits</h2>
        <ul>
          <li>
            The card fields on the payment page are shown in a frame provided by our payment provider, Stripe.
            We do not control its content and our tests cannot check inside it; Stripe publishes its own
            accessibility commitments.
          </li>
          <li>The product videos are hosted by a video-sharing site and play in its own player.</li>
          <li>
            Product photos uploaded by the shop may carry less detail in their descriptions than we would
            like.
          </li>
        </ul>
      </section>
      <section className="section" aria-labelledby="a11y-contact-heading">
        <h2 id="a11y-contact-heading">Tell us about a problem</h2>
        <p>
          If something on this site is hard to use for you, tell us what and where: write to{" "}
          <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>, call{" "}
          <a href={telHref(OFFICE.phone)}>{OFFICE.phone}</a> ({OFFICE.hours}) or use the{" "}
          <Link to="/contact">contact form</Link>. We answer within one working day and can take your order by
          phone or email meanwhile.
        </p>
      </section>
    </div>
  );
}
