/** Task queue function: ends an unpaid purchase's hold on its stock (services/purchase-expiry.ts). */
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { isDocumentId } from "@shop/domain/ids";
import { REGION, STRIPE_SECRET_KEY } from "../config.js";
import { expirePurchase as expire } from "../services/purchase-expiry.js";

export const expirePurchase = onTaskDispatched(
  {
    region: REGION,
    secrets: [STRIPE_SECRET_KEY],
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 20 },
    memory: "256MiB",
  },
  async (req) => {
    const purchaseId: unknown = (req.data as { purchaseId?: unknown }).purchaseId;
    if (!isDocumentId(purchaseId)) return;
    await expire(purchaseId);
  },
);
