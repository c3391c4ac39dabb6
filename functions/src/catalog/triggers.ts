/** Task queue function: brings a product's shown stock figure up to its buckets (shown-stock.ts). */
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { isDocumentId } from "@shop/domain";
import { REGION } from "../platform/config.js";
import { syncShownStock } from "./shown-stock.js";

export const refreshShownStock = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5 },
    rateLimits: { maxConcurrentDispatches: 20 },
    memory: "256MiB",
  },
  async (req) => {
    const productId: unknown = (req.data as { productId?: unknown }).productId;
    if (!isDocumentId(productId)) return;
    await syncShownStock(productId);
  },
);
