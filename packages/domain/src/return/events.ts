/** Every change of a return's state after it was requested: ONE function, `applyReturnEvent`. */
import { RETURN_MESSAGES, type ReturnRecord, type ReturnRefund, type ReturnState } from "./record.js";

/** What can happen to a return after it was requested. */
export type ReturnEvent =
  | { type: "approve"; by: string }
  | { type: "reject"; by: string; reason: string }
  | { type: "receive"; by: string; restock: boolean }
  | { type: "refund"; by: string; refund: ReturnRefund };

export type ReturnChange = Pick<ReturnRecord, "state" | "updatedAt" | "history"> & Partial<ReturnRecord>;
export type ReturnOutcome =
  { ok: true; change: ReturnChange; after: ReturnRecord } | { ok: false; refusal: { message: string } };

const FROM: Record<ReturnEvent["type"], { from: ReturnState; to: ReturnState; refused: string }> = {
  approve: { from: "requested", to: "approved", refused: RETURN_MESSAGES.notApprovable },
  reject: { from: "requested", to: "rejected", refused: RETURN_MESSAGES.notRejectable },
  receive: { from: "approved", to: "received", refused: RETURN_MESSAGES.notReceivable },
  refund: { from: "received", to: "refunded", refused: RETURN_MESSAGES.notRefundable },
};

function fieldsOf(event: ReturnEvent): Partial<ReturnRecord> {
  switch (event.type) {
    case "approve":
      return {};
    case "reject":
      return { rejectionReason: event.reason };
    case "receive":
      return { restocked: event.restock };
    case "refund":
      return { refund: event.refund };
  }
}

/**
 * THE transition of a return: the change an event makes at `at` (state, history, the event's
 * fields) and the return afterwards, or the refusal (409) when the event does not apply to its
 * state. requested → approved | rejected; approved → received; received → refunded.
 */
export function applyReturnEvent(current: ReturnRecord, event: ReturnEvent, at: number): ReturnOutcome {
  const rule = FROM[event.type];
  if (current.state !== rule.from) return { ok: false, refusal: { message: rule.refused } };
  const history = [...current.history, { state: rule.to, at, by: event.by }];
  const change: ReturnChange = { ...fieldsOf(event), state: rule.to, updatedAt: at, history };
  return { ok: true, change, after: { ...current, ...change } };
}
