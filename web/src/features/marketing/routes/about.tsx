import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";
import { VideoEmbed } from "@/components/ui/video-embed";
import { OFFICE, telHref } from "../office";

const HEAD = {
  title: "About Us | Gimbal",
  description:
    "Camera-stabilising gear designed and built by the same small team since 1985: our story, our milestones and where to find our office.",
  canonicalPath: "/about",
};

const MILESTONES = [
  { year: "1985", text: "Founded in a garage workshop, building camera cranes for local film crews." },
  { year: "1992", text: "Our first motorised pan head ships to broadcasters across Europe." },
  { year: "1999", text: "A new factory opens; every product is assembled and tested in-house." },
  { year: "2004", text: "The first handheld stabiliser for compact cameras." },
  { year: "2008", text: "Brushless motors and our own control board replace the old gear trains." },
  { year: "2012", text: "The 3-axis action-camera gimbal is born: 320 degree pan/tilt, 6-8 hours battery." },
];

export function Component() {
  return (
    <div className="page">
      <PageHead {...HEAD} />
      <section className="hero" aria-labelledby="about-heading">
        <h1 id="about-heading">About Us</h1>
        <p>Camera-stabilising gear, designed and built by the same small team since 1985.</p>
      </section>

      <section className="section split" aria-labelledby="welcome-heading">
        <VideoEmbed
          videoId="aqz-KE-bpKQ"
          title="How we build a gimbal"
          poster="/images/video-poster-about.webp"
          priority
        />
        <div>
          <h2 id="welcome-heading">Welcome to Gimbal</h2>
          <p>
            We make 3-axis gimbals for action cameras: 5 modes, Bluetooth control, 6-8 hours battery, 320
            degree pan/tilt and a splashproof body. Every unit is calibrated by hand and tested on our own
            trails before it leaves the workshop.
          </p>
          <p>
            Whether you film mountain-bike descents, surf sessions or family holidays, we want your footage to
            look as smooth as it felt.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Our milestones</h2>
        <ol className="timeline">
          {MILESTONES.map((m) => (
            <li key={m.year} className="timeline__item">
              <span className="timeline__year">{m.year}</span>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="team-heading">
        <h2 id="team-heading">Our team</h2>
        <img
          className="team-image"
          src="/images/team.webp"
          alt="The Gimbal team: five engineers and designers"
          width="800"
          height="400"
          loading="lazy"
          decoding="async"
        />
      </section>

      <section className="section" aria-labelledby="office-heading">
        <h2 id="office-heading">Visit our office</h2>
        <address className="office">
          <p>
            {OFFICE.street}
            <br />
            {OFFICE.city}
            <br />
            {OFFICE.country}
          </p>
          <p>
            Phone: <a href={telHref(OFFICE.phone)}>{OFFICE.phone}</a>
            <br />
            Email: <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>
          </p>
        </address>
        <p>
          Questions? <Link to="/contact">Write to us</Link>.
        </p>
      </section>
    </div>
  );
}
