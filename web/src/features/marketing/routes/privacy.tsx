import { ERASURE_ACTION_TEXT, PERSONAL_DATA, SHOP_HOST } from "@shop/domain";
import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";
import { OFFICE } from "../office";

const HEAD = {
  title: "Privacy | Gimbal",
  description:
    "What the Gimbal shop keeps about its customers, why, for how long and who receives it; how to download your data, delete your account and stop our news.",
  canonicalPath: "/privacy",
};

/**
 * The privacy notice (issue 50): made from PERSONAL_DATA, the list the export and the erasure use
 * (packages/domain/src/privacy/data-list.ts), so it says what they do; pre-rendered.
 */
export function Component() {
  return (
    <div className="page page--narrow">
      <PageHead {...HEAD} />
      <section className="hero" aria-labelledby="privacy-heading">
        <h1 id="privacy-heading">Privacy</h1>
        <p>
          This page says what the shop keeps about you, why, for how long and who receives it. The shop keeps
          nothing else, and never sells your data.
        </p>
      </section>
      <section className="section" aria-labelledby="privacy-kept-heading">
        <h2 id="privacy-kept-heading">What we keep</h2>
        <p>Everything below is stored on the shop&apos;s behalf by {SHOP_HOST}.</p>
        {PERSONAL_DATA.map((d) => (
          <section key={d.key} className="privacy-kind" aria-labelledby={`privacy-${d.key}`}>
            <h3 id={`privacy-${d.key}`}>{d.what}</h3>
            <dl>
              <dt>Why</dt>
              <dd>{d.why}</dd>
              <dt>How long</dt>
              <dd>{d.keptFor}</dd>
              <dt>Who else receives it</dt>
              <dd>{d.sharedWith}</dd>
              <dt>When you delete your account</dt>
              <dd>{ERASURE_ACTION_TEXT[d.onErasure]}</dd>
            </dl>
          </section>
        ))}
      </section>
      <section className="section" aria-labelledby="privacy-rights-heading">
        <h2 id="privacy-rights-heading">Your choices</h2>
        <ul>
          <li>
            <strong>A copy of your data</strong>: My Profile → &lsquo;Download my data&rsquo; saves all of the
            above as one file.
          </li>
          <li>
            <strong>Deleting your account</strong>: My Profile → &lsquo;Delete my account&rsquo;. While an
            order is unpaid, being prepared, in a return or in a dispute, we finish it first.
          </li>
          <li>
            <strong>News and offers</strong>: only if you ask for them and confirm by mail; every such mail
            has a link to stop them in one click, and so does My Profile.
          </li>
        </ul>
        <p>
          Questions, or a request by mail: write to <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a> or
          use the <Link to="/contact">contact form</Link>. We answer within one month.
        </p>
      </section>
    </div>
  );
}
