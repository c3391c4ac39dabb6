/**
 * The demo products' pages (issue 34): three photos each with alt text, five or more
 * specifications, and reviews by the demo buyers whose purchase of that product was shipped in
 * the seed's sales history (scripts/seed-sales.ts), so each review is a verified buyer's.
 */
import {
  countReviewChange,
  slugFromName,
  type ProductPhoto,
  type ProductReview,
  type ProductSpecification,
  type ReviewSummaryCounts,
} from "@shop/domain";
import { seedSales } from "./seed-sales.js";
import type { SEED_PRODUCTS } from "./seed-data.js";

type SeedProduct = (typeof SEED_PRODUCTS)[number];

const spec = (label: string, value: string): ProductSpecification => ({ label, value });

/** Gimbal bundles share the gimbal's figures; each camera adds its own. */
function bundleSpecs(camera: string, sensor: string, stills: string): ProductSpecification[] {
  return [
    spec("Axes", "3 (pan, tilt, roll)"),
    spec("Camera", `${camera}: ${sensor} sensor, ${stills} stills, up to 4K video`),
    spec("Payload", "Up to 280 g"),
    spec("Battery life", "6-8 hours"),
    spec("Pan/tilt range", "320 degrees"),
    spec("Modes", "5, switched over Bluetooth"),
    spec("Weight", "420 g with the camera"),
    spec("Water resistance", "Splashproof"),
    spec("In the box", `Gimbal, ${camera} camera, mini tripod, USB-C cable, pouch`),
  ];
}

const ACCESSORY_SPECS: Record<string, ProductSpecification[]> = {
  tripod: [
    spec("Material", "Aluminium"),
    spec("Height", "14–22 cm"),
    spec("Weight", "120 g"),
    spec("Mount", "1/4-inch screw"),
    spec("Fits", "Every Gimbal handle"),
  ],
  "extension-pole": [
    spec("Material", "Carbon fibre"),
    spec("Length", "25–90 cm"),
    spec("Weight", "160 g"),
    spec("Mount", "1/4-inch screw"),
    spec("Fits", "Every Gimbal handle"),
  ],
  "battery-pack": [
    spec("Capacity", "2600 mAh"),
    spec("Runtime", "6-8 hours"),
    spec("Charging", "USB-C, 2 hours"),
    spec("Weight", "95 g"),
    spec("Swap", "Hot-swappable while filming"),
  ],
  "bluetooth-remote": [
    spec("Connection", "Bluetooth 5.0"),
    spec("Range", "10 m"),
    spec("Battery", "CR2032, about 6 months"),
    spec("Controls", "5 modes, record, pan/tilt"),
    spec("Weight", "28 g"),
  ],
  "carry-case": [
    spec("Shell", "Hard EVA, splash resistant"),
    spec("Inside", "Foam inserts for gimbal, camera, 3 batteries"),
    spec("Size", "28 × 20 × 9 cm"),
    spec("Weight", "540 g"),
    spec("Closure", "Double zip"),
  ],
  "lens-filters": [
    spec("Filters", "ND8, ND16, ND32, ND64"),
    spec("Glass", "Multi-coated optical glass"),
    spec("Frame", "Aluminium"),
    spec("Fits", "X1, X12 and X25 cameras"),
    spec("Case", "Included"),
  ],
  counterweight: [
    spec("Weights", "3 × 10 g, 2 × 20 g"),
    spec("Mount", "Clip-on, tool-free"),
    spec("Material", "Stainless steel"),
    spec("Balances", "Cameras up to 280 g"),
    spec("Fits", "Every Gimbal arm"),
  ],
};

const CAMERAS: Record<string, [string, string, string]> = {
  "x1-bundle": ["X1", "1/23", "12Mb"],
  "x12-bundle": ["X12", "4/3", "16Mb"],
  "x25-bundle": ["X25", "3/4", "24Mb"],
};

/** Three photos: the product, the gimbal in use, and one of its features. */
function photosOf(p: SeedProduct): ProductPhoto[] {
  const feature = /remote|bundle/.test(p.id)
    ? { url: "/images/bluetooth.webp", alt: `${p.name}: controlled from a phone over Bluetooth` }
    : { url: "/images/splashproof.webp", alt: `${p.name}: splashproof, filming in the rain` };
  return [
    { url: p.image, alt: `${p.name}, front view` },
    { url: "/images/hero-gimbal.webp", alt: `${p.name} with the 3-axis gimbal holding an action camera` },
    feature,
  ];
}

/** A demo product's page fields. */
export function seedPage(p: SeedProduct) {
  const camera = CAMERAS[p.id];
  return {
    slug: slugFromName(p.name),
    photos: photosOf(p),
    specifications: camera ? bundleSpecs(...camera) : (ACCESSORY_SPECS[p.id] ?? []),
  };
}

const REVIEW_TEXTS: [number, string, string][] = [
  [5, "Smooth footage from day one", "Balanced in a minute and the footage is butter-smooth, even running."],
  [4, "Great, once balanced", "Took a few tries to balance, then it just works. The battery lasts all day."],
  [5, "Worth every dollar", "Solid build, quick to set up and it survived a rainy hike."],
  [3, "Good, a bit heavy", "Does the job well, but my wrist notices it after an hour of filming."],
  [5, "Exactly as described", "Arrived quickly, well packed, and does everything the page says."],
];

/** The reviews of each product by its demo buyers whose purchase was shipped (never refunded). */
export function seedReviews(now: number): Map<string, { id: string; review: ProductReview }[]> {
  const byProduct = new Map<string, { id: string; review: ProductReview }[]>();
  seedSales(now).forEach((sale, i) => {
    const { story } = sale;
    if (story.kind !== "paid" || story.shippedAt === undefined || story.refund) return;
    const list = byProduct.get(sale.product.id) ?? [];
    if (list.some((r) => r.id === sale.buyer.uid)) return;
    const [star, title, text] = REVIEW_TEXTS[Math.floor(i / 3) % REVIEW_TEXTS.length] ?? [
      5,
      "Great",
      "Great.",
    ];
    const at =
      story.shippedAt + 2 * 86_400_000 > now ? now - 60_000 * (i + 1) : story.shippedAt + 2 * 86_400_000;
    list.push({
      id: sale.buyer.uid,
      review: {
        productId: sale.product.id,
        userId: sale.buyer.uid,
        name: sale.buyer.name,
        star,
        title,
        text,
        verifiedBuyer: true,
        createdAt: at,
        updatedAt: at,
      },
    });
    byProduct.set(sale.product.id, list);
  });
  return byProduct;
}

/** The counts a product keeps of its reviews. */
export function reviewCountsOf(reviews: { review: ProductReview }[]): ReviewSummaryCounts {
  return reviews.reduce<ReviewSummaryCounts>((c, r) => countReviewChange(c, null, r.review.star), {
    count: 0,
    sum: 0,
    stars: [0, 0, 0, 0, 0],
  });
}
