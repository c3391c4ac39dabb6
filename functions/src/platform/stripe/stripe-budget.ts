/**
 * The time one request may spend waiting on Stripe (STRIPE_BUDGET_MS, platform/timeouts.ts),
 * counted across its Stripe calls: each call gets what is left, so a checkout that makes several
 * calls still answers within the bound when Stripe stops answering. Only the time spent on Stripe
 * counts: a request slowed by a busy Firestore (a burst of orders) is not cut short by it.
 * Outside a request (triggers, tasks, webhooks) each call has the whole budget.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { STRIPE_BUDGET_MS } from "../timeouts.js";

interface Budget {
  spentMs: number;
}

const budgets = new AsyncLocalStorage<Budget>();

/** Runs `run` (and what it starts) with a fresh budget. */
export function withStripeBudget<T>(run: () => T): T {
  return budgets.run({ spentMs: 0 }, run);
}

/** Milliseconds of Stripe time left to the current request (the whole budget outside one). */
export function stripeTimeLeft(): number {
  const budget = budgets.getStore();
  return budget ? STRIPE_BUDGET_MS - budget.spentMs : STRIPE_BUDGET_MS;
}

/** Counts a Stripe call's time against the current request's budget. */
export function spendStripeTime(ms: number): void {
  const budget = budgets.getStore();
  if (budget) budget.spentMs += ms;
}

/** Express middleware: every API request starts with the whole budget. */
export const stripeBudget: RequestHandler = (_req, _res, next) => {
  withStripeBudget(() => next());
};
