/** The Firestore collections' names (one typed shape per collection lives with its entity). */
export const COLLECTIONS = {
  products: "products",
  purchases: "purchases",
  payments: "payments",
  users: "users",
  feedback: "feedback",
  messages: "messages",
  stripeEvents: "stripeEvents",
  orders: "orders",
  carts: "carts",
  promoCodes: "promoCodes",
  openOrders: "openOrders",
  slugs: "slugs",
  skus: "skus",
  idempotencyKeys: "idempotencyKeys",
  shippingZones: "shippingZones",
  auditLog: "auditLog",
} as const;
