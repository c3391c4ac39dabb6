/**
 * Low-stock alerts: each product has a threshold (default 10); when its stock falls to it or
 * below, the shop gets one mail, and no other until the stock has gone back above it. Pure.
 */
import { z } from "zod";
import type { Product } from "./types.js";

export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const LOW_STOCK_THRESHOLD_MESSAGE = "Low stock threshold must be a whole number from 0 to 1000000";

export const lowStockThresholdSchema = z
  .number({ error: LOW_STOCK_THRESHOLD_MESSAGE })
  .int(LOW_STOCK_THRESHOLD_MESSAGE)
  .min(0, LOW_STOCK_THRESHOLD_MESSAGE)
  .max(1_000_000, LOW_STOCK_THRESHOLD_MESSAGE);

/** PATCH /products/:id/low-stock (admin). */
export const lowStockChangeSchema = z.object({ lowStockThreshold: lowStockThresholdSchema }).strict();
export type LowStockChange = z.infer<typeof lowStockChangeSchema>;

export function lowStockThresholdOf(p: Pick<Product, "lowStockThreshold">): number {
  return p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** At the threshold or below. */
export function isLowStock(available: number, p: Pick<Product, "lowStockThreshold">): boolean {
  return available <= lowStockThresholdOf(p);
}

/**
 * What the alert does now: `alert` when the stock is low and the last alert has not been
 * followed by a recovery; `rearm` when the stock went back above the threshold after an alert.
 */
export function lowStockStep(
  available: number,
  p: Pick<Product, "lowStockThreshold">,
  alerted: boolean,
): "alert" | "rearm" | "none" {
  const low = isLowStock(available, p);
  if (low && !alerted) return "alert";
  if (!low && alerted) return "rearm";
  return "none";
}

/** PATCH /products/:id/low-stock. */
export interface LowStockAnswer {
  lowStockThreshold: number;
}
