import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";
import { VideoEmbed } from "@/components/ui/video-embed";
import { ProductGrid } from "@/features/catalog/components/product-grid";
import { FeedbackCards } from "@/features/reviews/components/feedback-cards";

/** `/` and `/home` show this page; both name `/` as the canonical URL. */
const HOME_HEAD = {
  title: "Gimbal Shop: 3-axis action-camera gimbals",
  description:
    "3-axis action-camera gimbals: 5 modes, Bluetooth control, 6-8 hours battery, 320 degree pan/tilt, splashproof.",
  canonicalPath: "/",
};

const FEATURES = [
  { title: "5 modes", text: "Pan follow, lock, full follow, POV and inception: switch with one press." },
  { title: "Bluetooth control", text: "Start recording, zoom and steer the camera from your phone." },
  { title: "6-8 hours battery", text: "A whole day of shooting on one charge, topped up over USB-C." },
  { title: "320 degree pan/tilt", text: "Sweeping pans and tilts without ever reaching a hard stop." },
  { title: "Splashproof", text: "Rain, spray and surf: sealed motors keep turning." },
];

/** Spec §1: three camera models, all up to 4K video. */
const MODELS = [
  { name: "X1", sensor: "1/23 sensor", stills: "12Mb stills" },
  { name: "X12", sensor: "4/3 sensor", stills: "16Mb stills" },
  { name: "X25", sensor: "3/4 sensor", stills: "24Mb stills" },
];

const VIDEOS = [
  {
    id: "aqz-KE-bpKQ",
    title: "Advanced stabilization on a trail run",
    poster: "/images/video-poster-1.webp",
  },
  { id: "ScMzIvxBSi4", title: "Splashproof gimbal in the surf", poster: "/images/video-poster-2.webp" },
];

/** The home page composes the marketing sections, the catalogue and customer feedback. */
export function Component() {
  return (
    <div className="page home">
      <PageHead {...HOME_HEAD} />
      <section className="hero hero--split" aria-labelledby="hero-heading">
        <div className="hero__text">
          <h1 id="hero-heading">Smooth shots, wherever you go</h1>
          <p>
            The 3-axis action-camera gimbal with 5 modes, Bluetooth control, 6-8 hours battery and 320 degree
            pan/tilt. Splashproof, too.
          </p>
          <Link className="btn btn--light" to="/shop">
            Buy Now
          </Link>
        </div>
        <img
          className="hero__image"
          src="/images/hero-gimbal.webp"
          alt="A 3-axis gimbal holding an action camera"
          width="480"
          height="360"
          fetchPriority="high"
        />
      </section>

      <section className="section features" aria-labelledby="features-heading">
        <h2 id="features-heading">Built for action</h2>
        <ul className="feature-list">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
        <Link className="btn" to="/about">
          Read More<span className="visually-hidden"> about Gimbal</span>
        </Link>
      </section>

      <ProductGrid heading="Our Products" />

      <section className="section" aria-labelledby="stabilization-heading">
        <h2 id="stabilization-heading">Advanced Stabilization</h2>
        <p className="lead">
          Three brushless motors correct every step, bump and wave in real time. See it for yourself:
        </p>
        <div className="video-grid">
          {VIDEOS.map((v) => (
            <VideoEmbed key={v.id} videoId={v.id} title={v.title} poster={v.poster} />
          ))}
        </div>
      </section>

      <FeedbackCards heading="Customer Feedback" />

      <section className="section split" aria-labelledby="splashproof-heading">
        <img src="/images/splashproof.webp" alt="" width="400" height="300" loading="lazy" decoding="async" />
        <div>
          <h2 id="splashproof-heading">Splashproof</h2>
          <p>
            Sealed motors and a coated body shrug off rain, spray and sand. Rinse it under the tap after a day
            at the beach and it is ready for the next one.
          </p>
        </div>
      </section>

      <section className="section split split--reverse" aria-labelledby="bluetooth-heading">
        <img src="/images/bluetooth.webp" alt="" width="400" height="300" loading="lazy" decoding="async" />
        <div>
          <h2 id="bluetooth-heading">Bluetooth control</h2>
          <p>
            Pair the gimbal with your phone to start and stop recording, switch between the 5 modes and steer
            the 320 degree pan/tilt from up to 10 metres away.
          </p>
        </div>
      </section>

      <section className="section battery" aria-labelledby="battery-heading">
        <h2 id="battery-heading">6-8 hours battery, three cameras</h2>
        <p className="lead">
          One charge lasts a full day of shooting. Pair the gimbal with the camera that suits you:
        </p>
        <ul className="model-list">
          {MODELS.map((m) => (
            <li key={m.name} className="model">
              <h3>{m.name}</h3>
              <ul>
                <li>{m.sensor}</li>
                <li>{m.stills}</li>
                <li>Up to 4K video</li>
              </ul>
              <Link className="btn" to="/shop" aria-label={`Buy Now: ${m.name}`}>
                Buy Now
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
