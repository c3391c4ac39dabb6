/** The demo shop: products (three camera-model bundles plus accessories), feedback, two accounts. */
import type { Feedback, Product, ProductPrices } from "@shop/domain";

export const DEMO_ACCOUNTS = {
  admin: {
    uid: "demo-admin",
    email: "admin@gimbal.test",
    password: "admin-demo-123",
    displayName: "Ada Admin",
    /** Her second factor (issue 52: staff sign in with one); the Auth emulator prints the SMS code. */
    phone: "+15555550100",
  },
  customer: {
    uid: "demo-customer",
    email: "customer@gimbal.test",
    password: "customer-demo-123",
    displayName: "Casey Customer",
  },
} as const;

/** Every demo product is sold in USD, EUR and GBP (EUR and GBP prices include VAT). */
type SeedProduct = Omit<Product, "createdAt" | "prices"> & { id: string; prices: Required<ProductPrices> };

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: "x1-bundle",
    name: "Gimbal X1 Bundle",
    description:
      "3-axis gimbal with the X1 camera: 1/23 sensor, 12Mb stills, up to 4K video. 5 modes, Bluetooth control, 6-8 hours battery, 320 degree pan/tilt, splashproof.",
    image: "/images/products/x1-bundle.webp",
    minimumOrder: 1,
    availableOrder: 120,
    priceCents: 24900,
    prices: { usd: 24900, eur: 24900, gbp: 21900 },
  },
  {
    id: "x12-bundle",
    name: "Gimbal X12 Bundle",
    description:
      "3-axis gimbal with the X12 camera: 4/3 sensor, 16Mb stills, up to 4K video. Bluetooth control and 6-8 hours of battery for a full day of filming.",
    image: "/images/products/x12-bundle.webp",
    minimumOrder: 1,
    availableOrder: 80,
    priceCents: 34900,
    prices: { usd: 34900, eur: 34900, gbp: 29900 },
  },
  {
    id: "x25-bundle",
    name: "Gimbal X25 Bundle",
    description:
      "3-axis gimbal with the X25 camera: 3/4 sensor, 24Mb stills, up to 4K video. Our flagship for professional, splashproof action shots.",
    image: "/images/products/x25-bundle.webp",
    minimumOrder: 1,
    availableOrder: 60,
    priceCents: 49900,
    prices: { usd: 49900, eur: 49900, gbp: 43900 },
  },
  {
    id: "tripod",
    name: "Mini Tripod Stand",
    description:
      "Folding aluminium tripod that screws into the gimbal handle for time-lapses and steady interviews.",
    image: "/images/products/tripod.webp",
    minimumOrder: 2,
    availableOrder: 400,
    priceCents: 1999,
    prices: { usd: 1999, eur: 1999, gbp: 1799 },
  },
  {
    id: "extension-pole",
    name: "Extension Pole 90 cm",
    description: "Telescopic carbon pole that extends the gimbal to 90 cm for overhead and low-angle shots.",
    image: "/images/products/extension-pole.webp",
    minimumOrder: 2,
    availableOrder: 250,
    priceCents: 3499,
    prices: { usd: 3499, eur: 3499, gbp: 2999 },
  },
  {
    id: "battery-pack",
    name: "Spare Battery Pack",
    description:
      "Hot-swappable battery: another 6-8 hours of stabilised filming. Charges over USB-C in 2 hours.",
    image: "/images/products/battery-pack.webp",
    minimumOrder: 3,
    availableOrder: 500,
    priceCents: 2999,
    prices: { usd: 2999, eur: 2999, gbp: 2599 },
  },
  {
    id: "bluetooth-remote",
    name: "Bluetooth Remote",
    description:
      "Wrist remote to switch between the 5 modes, start recording and steer the 320 degree pan/tilt.",
    image: "/images/products/bluetooth-remote.webp",
    minimumOrder: 2,
    availableOrder: 300,
    priceCents: 2499,
    prices: { usd: 2499, eur: 2499, gbp: 2199 },
  },
  {
    id: "carry-case",
    name: "Splashproof Carry Case",
    description:
      "Hard shell case with foam inserts for the gimbal, camera and three batteries. Rain and splash resistant.",
    image: "/images/products/carry-case.webp",
    minimumOrder: 2,
    availableOrder: 150,
    priceCents: 3999,
    prices: { usd: 3999, eur: 3999, gbp: 3499 },
  },
  {
    id: "lens-filters",
    name: "ND Lens Filter Set",
    description: "Four neutral density filters (ND8 to ND64) for smooth motion blur in bright light.",
    image: "/images/products/lens-filters.webp",
    minimumOrder: 5,
    availableOrder: 600,
    priceCents: 1499,
    prices: { usd: 1499, eur: 1499, gbp: 1299 },
  },
  {
    id: "counterweight",
    name: "Counterweight Kit",
    description: "Clip-on weights that balance heavier cameras and lenses on the gimbal arms.",
    image: "/images/products/counterweight.webp",
    minimumOrder: 5,
    availableOrder: 350,
    priceCents: 999,
    prices: { usd: 999, eur: 999, gbp: 899 },
  },
];

type SeedFeedback = Omit<Feedback, "createdAt"> & { id: string };

export const SEED_FEEDBACK: SeedFeedback[] = [
  {
    id: "fb-1",
    userId: "seed-1",
    name: "Maya R.",
    star: 5,
    feedbackMessage:
      "Buttery smooth footage on my mountain bike rides. The battery easily lasts a whole day.",
    image: "/images/avatar-1.webp",
  },
  {
    id: "fb-2",
    userId: "seed-2",
    name: "Jonas K.",
    star: 4,
    feedbackMessage: "Bluetooth control from the remote is a game changer for solo vlogging.",
    image: "/images/avatar-2.webp",
  },
  {
    id: "fb-3",
    userId: "seed-3",
    name: "Priya S.",
    star: 5,
    feedbackMessage: "Survived a surprise rain storm on the coast. Splashproof as promised.",
    image: "/images/avatar-3.webp",
  },
  {
    id: "fb-4",
    userId: "seed-4",
    name: "Luis F.",
    star: 4,
    feedbackMessage: "The 320 degree pan makes sweeping landscape shots effortless.",
    image: "/images/avatar-4.webp",
  },
  {
    id: "fb-5",
    userId: "seed-5",
    name: "Hana T.",
    star: 3,
    feedbackMessage: "Great stabilisation; the app took me a while to learn.",
    image: "/images/avatar-5.webp",
  },
  {
    id: "fb-6",
    userId: "seed-6",
    name: "Omar B.",
    star: 5,
    feedbackMessage: "Ordered ten X12 bundles for our film school. Fast delivery, happy students.",
    image: "/images/avatar-6.webp",
  },
];

/**
 * The demo customer's purchases: one in each state, so every screen shows every state (My
 * Product, My History, All Product). Paid ones carry seed transaction ids that the local Stripe
 * server does not know: refunding them from the dashboard answers Stripe's "No such
 * payment_intent" (pay a new order to try a real refund).
 */
export const SEED_PURCHASE_STATES = ["unpaid", "paid", "shipped", "refunded", "expired"] as const;
