/**
 * Fills an empty shop in the running emulators with the demo shop, and never touches a shop that
 * has data: products are written only when there are none (an admin's changes and the stock
 * stay), feedback only when there is none, and a demo account only when it does not exist. Fixed
 * ids, so two seeds at once cannot duplicate anything. Only ever talks to emulators.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { Timestamp, getFirestore, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  PRODUCT_REVIEWS_COLLECTION,
  SEEDED_SHIPPING_ZONES,
  STOCK_BUCKETS_COLLECTION,
  applyPurchaseEvent,
  bucketCountFor,
  kitPartProductIds,
  newPaymentRecord,
  newPurchase,
  paymentSearchFields,
  spreadStock,
  userSearchFields,
  type PurchaseEvent,
  type PurchaseState,
} from "@shop/domain";
import { PROJECT_ID, STRIPE_LOCAL, ports } from "./lib/emulators.js";
import { queueForNumbering } from "./lib/invoice-queue.js";
import { plantStoredPayments } from "./lib/plant-payments.js";
import { purchaseDocument } from "./lib/purchase-document.js";
import { migrateBooks } from "./migrate-books.js";
import { migratePurchasesToOrders } from "./migrate-orders.js";
import { migrateStatsToOrders } from "./migrate-stats.js";
import { migrateStockBuckets } from "./migrate-stock.js";
import { migrateVariants } from "./migrate-variants.js";
import { SEED_ORDER_LINE_IDS, seedCart, seedPaidOrder, seedPromoCode } from "./seed-orders.js";
import { reviewCountsOf, seedPage, seedReviews } from "./seed-pages.js";
import { SEED_SALES, saleId, seedSalesHistory } from "./seed-sales.js";
import { DEMO_ACCOUNTS, SEED_FEEDBACK, SEED_PRODUCTS, SEED_PURCHASE_STATES } from "./seed-data.js";
import { SEED_TRANSLATIONS } from "./seed-translations.js";
import { SEED_VARIANTS, seedVariantStock, seededVariants } from "./seed-variants.js";

export interface SeedResult {
  products: "seeded" | "kept";
  feedback: "seeded" | "kept";
  accounts: { email: string; state: "created" | "kept" }[];
  /** The seeded PaymentIntents planted in the local Stripe (on every start: it keeps nothing). */
  plantedPayments: number;
}

/** Every payment record the seed writes (those that exist are planted in the local Stripe). */
export function seededPaymentIds(): string[] {
  return [
    ...SEED_PURCHASE_STATES.map((state) => `demo-${state}`),
    ...SEED_ORDER_LINE_IDS,
    ...Array.from({ length: SEED_SALES }, (_, i) => saleId(i)),
  ];
}

/** `plant: false`: no local Stripe runs beside these emulators (the Lighthouse bench), nothing is planted. */
export async function seed({ plant = true }: { plant?: boolean } = {}): Promise<SeedResult> {
  const p = ports();
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${p.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${p.auth}`;
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const auth = getAuth(app);
  const isEmpty = async (collection: string) => (await db.collection(collection).limit(1).get()).empty;

  // Stable, distinct creation times so the catalogue order is the seed order (newest first).
  const base = Date.UTC(2026, 0, 1);
  const batch = db.batch();
  const result: SeedResult = { products: "kept", feedback: "kept", accounts: [], plantedPayments: 0 };
  if (await isEmpty(COLLECTIONS.products)) {
    result.products = "seeded";
    // Each product's page: photos, specifications, and its verified buyers' reviews (seed-pages.ts).
    const reviews = seedReviews(Date.now());
    const piecesOf = (productId: string) =>
      SEED_PRODUCTS.find((p) => p.id === productId)?.availableOrder ?? 0;
    SEED_PRODUCTS.forEach((seeded, i) => {
      const { id, ...product } = seeded;
      const ref = db.collection(COLLECTIONS.products).doc(id);
      const levels = spreadStock(product.availableOrder, bucketCountFor(product.availableOrder));
      const page = seedPage(seeded);
      const own = reviews.get(id) ?? [];
      const createdAt = Timestamp.fromMillis(base + (SEED_PRODUCTS.length - i) * 60_000);
      const variants = SEED_VARIANTS[id];
      // Its German and French words and addresses (issue 51).
      const translations = SEED_TRANSLATIONS[id];
      const ownStock = variants?.variants
        .filter((v) => !v.parts)
        .reduce((sum, v) => sum + v.availableOrder, 0);
      batch.create(ref, {
        ...product,
        ...page,
        ...(variants
          ? {
              options: variants.options,
              variants: seededVariants(id, piecesOf),
              availableOrder: ownStock,
              kitPartProductIds: kitPartProductIds(id, variants.variants),
            }
          : {}),
        ...(translations && { translations }),
        stockBuckets: levels.length,
        reviewCounts: reviewCountsOf(own),
        createdAt,
        updatedAt: createdAt,
      });
      batch.create(db.collection(COLLECTIONS.slugs).doc(page.slug), { productId: id });
      for (const t of Object.values(translations ?? {}))
        if (t.slug) batch.create(db.collection(COLLECTIONS.slugs).doc(t.slug), { productId: id });
      for (const { id: uid, review } of own) {
        batch.create(ref.collection(PRODUCT_REVIEWS_COLLECTION).doc(uid), {
          ...review,
          createdAt: Timestamp.fromMillis(review.createdAt),
          updatedAt: Timestamp.fromMillis(review.updatedAt),
        });
      }
      levels.forEach((available, b) =>
        batch.create(ref.collection(STOCK_BUCKETS_COLLECTION).doc(String(b)), { available }),
      );
      seedVariantStock(batch, db, id, product.name);
    });
  }
  if (await isEmpty(COLLECTIONS.feedback)) {
    result.feedback = "seeded";
    SEED_FEEDBACK.forEach(({ id, ...fb }, i) => {
      batch.create(db.collection(COLLECTIONS.feedback).doc(id), {
        ...fb,
        createdAt: Timestamp.fromMillis(base + (SEED_FEEDBACK.length - i) * 60_000),
      });
    });
  }

  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    const role = kind === "admin" ? "admin" : "customer";
    const exists = await auth.getUser(account.uid).then(
      () => true,
      () => false,
    );
    result.accounts.push({ email: account.email, state: exists ? "kept" : "created" });
    if (exists) {
      // Data kept from before issue 52: the demo admin becomes the owner.
      if (kind === "admin") await seedOwnerClaims(auth, db, account.uid);
      // And from before two-factor sign-in (issue 52): the owner gets the demo phone.
      if (kind === "admin") await seedSecondFactor(auth, account.uid);
      continue;
    }
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
      ...(kind === "admin" && { multiFactor: { enrolledFactors: [DEMO_ADMIN_PHONE] } }),
    });
    // The demo admin is the shop's owner (issue 52); `admin: true` keeps the spec's admin checks.
    await auth.setCustomUserClaims(account.uid, role === "admin" ? OWNER_CLAIMS : null);
    batch.set(db.collection(COLLECTIONS.users).doc(account.uid), {
      email: account.email,
      displayName: account.displayName,
      photoURL: "",
      role,
      ...(role === "admin" && { staffRole: OWNER_CLAIMS.role }),
      disabled: false,
      claimsUpdatedAt: Timestamp.fromMillis(base),
      createdAt: Timestamp.fromMillis(base),
      ...userSearchFields(account.uid, {
        email: account.email,
        displayName: account.displayName,
        role,
        disabled: false,
      }),
    });
  }
  if (await isEmpty(COLLECTIONS.purchases)) {
    seedPurchases(batch, db, base);
    seedPaidOrder(batch, db, base + 6 * 3_600_000);
    seedSalesHistory(batch, db, Date.now());
  }
  if (await isEmpty(COLLECTIONS.promoCodes)) seedPromoCode(batch, db, base);
  if (await isEmpty(COLLECTIONS.carts)) seedCart(batch, db);
  // Shipping by destination (issue 31): the five zones, when a shop has none.
  if (await isEmpty(COLLECTIONS.shippingZones)) {
    for (const [id, zone] of Object.entries(SEEDED_SHIPPING_ZONES))
      batch.set(db.collection(COLLECTIONS.shippingZones).doc(id), {
        ...zone,
        freeOverCents: zone.freeOverCents ?? null,
        updatedAt: base,
      });
  }
  await batch.commit();
  // Kept data from before stock buckets (an old .emulator-data/): its products move into buckets.
  await migrateStockBuckets(db);
  // Products from before variants (the seed's others, or kept data) get their default variant.
  await migrateVariants(db);
  // Purchases from before every checkout was an order (the seed's own, or kept data) get theirs.
  await migratePurchasesToOrders(db);
  // Orders paid before the books (issue 47) get theirs: what Stripe charged and their refunds.
  await migrateBooks(db);
  // Figures kept from before the overview counted orders (not lines) are recounted once.
  await migrateStatsToOrders(db);
  // The local Stripe starts empty every time: the seeded payments (new or kept) are planted again.
  if (plant)
    result.plantedPayments = await plantStoredPayments(db, seededPaymentIds(), {
      url: `http://127.0.0.1:${p.stripe}`,
      secretKey: STRIPE_LOCAL.secretKey,
    });
  return result;
}

/** The demo admin's claims: the owner's role, and the spec's `admin` claim. */
const OWNER_CLAIMS = { admin: true, role: "owner" } as const;

/** An account kept from before issue 52 without a role: the owner's claims, kept claims merged. */
async function seedOwnerClaims(auth: Auth, db: Firestore, uid: string): Promise<void> {
  const claims = (await auth.getUser(uid)).customClaims ?? {};
  if (claims.role !== undefined) return;
  await auth.setCustomUserClaims(uid, { ...claims, ...OWNER_CLAIMS });
  await db.collection(COLLECTIONS.users).doc(uid).set({ staffRole: OWNER_CLAIMS.role }, { merge: true });
}

/**
 * The demo owner's second factor (issue 52: staff sign in with one). The Auth emulator "texts"
 * the code to its log (and GET /emulator/v1/projects/<project>/verificationCodes).
 */
const DEMO_ADMIN_PHONE = {
  factorId: "phone",
  phoneNumber: DEMO_ACCOUNTS.admin.phone,
  displayName: "Phone",
} as const;

/** An account kept from before two-factor sign-in: the demo phone, when it has no second factor. */
async function seedSecondFactor(auth: Auth, uid: string): Promise<void> {
  const user = await auth.getUser(uid);
  if ((user.multiFactor?.enrolledFactors.length ?? 0) > 0) return;
  await auth.updateUser(uid, { multiFactor: { enrolledFactors: [DEMO_ADMIN_PHONE] } });
}

/** One line saying what the seed did. */
export function describeSeed(r: SeedResult): string {
  return `${describeData(r)} Local Stripe: ${r.plantedPayments} seeded payment(s) planted.`;
}

function describeData(r: SeedResult): string {
  const created = r.accounts.filter((a) => a.state === "created").length;
  if (r.products === "seeded" && r.feedback === "seeded" && created === r.accounts.length) {
    return `Seeded the demo shop: ${SEED_PRODUCTS.length} products, ${SEED_FEEDBACK.length} feedback entries, the demo accounts.`;
  }
  const parts = [
    r.products === "seeded" ? `${SEED_PRODUCTS.length} demo products added` : "products kept",
    r.feedback === "seeded" ? `${SEED_FEEDBACK.length} feedback entries added` : "feedback kept",
    created > 0 ? `${created} demo account(s) created` : "accounts kept",
  ];
  return `Kept the shop's data (${parts.join(", ")}).`;
}

/** The events that take a new purchase to `state`, as the shop's own services would apply them. */
function eventsTo(state: PurchaseState, i: number, amountCents: number): PurchaseEvent[] {
  if (state === "unpaid") return [];
  if (state === "expired") return [{ type: "expire" }];
  if (state === "cancelled") return [{ type: "cancel", uid: DEMO_ACCOUNTS.customer.uid }];
  const events: PurchaseEvent[] = [{ type: "pay", paymentIntentId: `pi_seed_${state}` }];
  if (state === "shipped" || state === "refunded") {
    events.push({ type: "ship", carrier: "UPS", trackingNumber: `1Z999AA1012345678${i}` });
  }
  if (state === "refunded") {
    const by = DEMO_ACCOUNTS.admin.uid;
    const refund = {
      id: "re_seed_refunded",
      amountCents,
      by,
      reason: "Refunded by the shop",
      restocked: false,
    };
    events.push({ type: "refund", refund });
  }
  return events;
}

/**
 * One purchase of the demo customer in each state (built by @shop/domain's `newPurchase` and
 * taken to its state by `applyPurchaseEvent`), with its payment record when paid.
 */
function seedPurchases(batch: WriteBatch, db: Firestore, base: number): void {
  const product = SEED_PRODUCTS[0];
  if (!product) return;
  const customer = DEMO_ACCOUNTS.customer;
  SEED_PURCHASE_STATES.forEach((state, i) => {
    const id = `demo-${state}`;
    const at = (step: number) => base + i * 3_600_000 + step * 60_000;
    // The unpaid one holds its pieces for a day from the seed; the expired one's hold has ended.
    let purchase = newPurchase({
      product,
      quantity: product.minimumOrder + 1,
      buyer: { uid: customer.uid, name: customer.displayName, email: customer.email },
      address: "1 Demo Street, Springfield, IL 62701",
      phone: "+1 555 0100",
      at: at(0),
      holdSeconds: state === "unpaid" ? (Date.now() + 86_400_000 - at(0)) / 1000 : 60,
    });
    eventsTo(state, i, purchase.priceCents).forEach((event, step) => {
      const outcome = applyPurchaseEvent(purchase, event, at(step + 1));
      if (!outcome.ok) throw new Error(`seed: ${event.type} refused: ${outcome.refusal.message}`);
      purchase = outcome.after;
    });
    batch.set(db.collection(COLLECTIONS.purchases).doc(id), purchaseDocument(purchase, Timestamp.fromMillis));
    if (purchase.transactionId) {
      const record = {
        ...newPaymentRecord(id, purchase, purchase.transactionId, at(1)),
        shipment: purchase.shipment,
        refunded: state === "refunded",
        refundId: purchase.refund?.id ?? null,
      };
      batch.set(db.collection(COLLECTIONS.payments).doc(id), {
        ...record,
        ...paymentSearchFields(record, id, purchase.orderId),
        createdAt: Timestamp.fromMillis(at(1)),
      });
      queueForNumbering(batch, db, {
        purchaseId: id,
        refundId: purchase.refund?.id ?? null,
        recordedAt: at(1),
        refundedAt: purchase.refund?.at,
      });
    }
  });
}

export function describeDemoAccounts(): string {
  return [
    `  admin:    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}` +
      ` (second factor: an SMS to ${DEMO_ACCOUNTS.admin.phone}; the Auth emulator prints its code)`,
    `  customer: ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeSeed(await seed()));
  console.log(describeDemoAccounts());
}
