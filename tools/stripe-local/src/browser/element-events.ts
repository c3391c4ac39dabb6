/** The part every Element shares: listeners, `on/once/off`, and the late "ready" notice. */
import { integrationError } from "./api.js";

export type Handler = (payload: unknown) => void;

export class ElementEvents {
  private listeners = new Map<string, Handler[]>();

  fire(event: string, payload: unknown): void {
    for (const handler of (this.listeners.get(event) ?? []).slice()) {
      try {
        handler(payload);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  on(event: string, handler: unknown): void {
    if (typeof handler !== "function") {
      throw integrationError(`Element.on(${event}, handler) requires a function.`);
    }
    const list = this.listeners.get(event) ?? [];
    list.push(handler as Handler);
    this.listeners.set(event, list);
  }

  off(event: string, handler?: Handler): void {
    const list = this.listeners.get(event);
    if (!list) return;
    if (!handler) {
      this.listeners.delete(event);
      return;
    }
    this.listeners.set(
      event,
      list.filter((h) => h !== handler),
    );
  }

  clear(): void {
    this.listeners = new Map();
  }
}
