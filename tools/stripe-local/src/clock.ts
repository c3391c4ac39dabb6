/**
 * The server's clock for the `created` (and `canceled_at`) of the objects it makes. It follows
 * real time unless a test sets it (`POST /_local/clock`), so objects can be planted on given days.
 * Webhook signatures always use real time: `constructEvent` checks them against the receiver's clock.
 */
import { unixNow } from "./ids.js";

export class Clock {
  private frozenAt: number | null = null;

  /** Unix seconds: the set time, or real time. */
  now(): number {
    return this.frozenAt ?? unixNow();
  }

  /** The set time, or null when the clock follows real time. */
  get frozen(): number | null {
    return this.frozenAt;
  }

  /** Stops the clock at `unixSeconds` until it is set again, advanced or reset. */
  set(unixSeconds: number): void {
    this.frozenAt = unixSeconds;
  }

  /** Moves the clock on (from real time if it was not set) and keeps it there. */
  advance(seconds: number): void {
    this.frozenAt = this.now() + seconds;
  }

  /** Back to real time. */
  reset(): void {
    this.frozenAt = null;
  }
}
