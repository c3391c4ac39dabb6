/** Issue 50: the refusals of an erasure, its steps, and the one data list everything is made from. */
import { describe, expect, it } from "vitest";
import {
  ERASURE_MESSAGES,
  ERASURE_STEPS,
  erasureBlocker,
  isRecentSignIn,
  nextErasureStep,
  type ErasureOrderFacts,
} from "./erasure.js";
import { PERSONAL_DATA } from "./data-list.js";
import { personalDataExportSchema } from "./export.js";

const order = (over: Partial<ErasureOrderFacts>): ErasureOrderFacts => ({
  id: "o1",
  state: "paid",
  lineStates: ["shipped"],
  disputed: false,
  ...over,
});

describe("erasureBlocker", () => {
  it("lets a customer with delivered, cancelled or refunded orders go", () => {
    const done = [order({}), order({ id: "o2", state: "cancelled", lineStates: ["cancelled"] })];
    expect(erasureBlocker(done, [{ rmaNumber: "RMA-1", state: "refunded" }])).toBeNull();
  });

  it("names the unpaid order, the open dispute, the open return and the order being processed", () => {
    expect(erasureBlocker([order({ id: "o9", state: "unpaid", lineStates: ["unpaid"] })], [])).toBe(
      ERASURE_MESSAGES.unpaid("o9"),
    );
    expect(erasureBlocker([order({ id: "o8", disputed: true })], [])).toBe(ERASURE_MESSAGES.disputed("o8"));
    expect(erasureBlocker([order({})], [{ rmaNumber: "RMA-7", state: "requested" }])).toBe(
      ERASURE_MESSAGES.returning("RMA-7"),
    );
    expect(erasureBlocker([order({ id: "o7", lineStates: ["shipped", "paid"] })], [])).toBe(
      ERASURE_MESSAGES.processing("o7"),
    );
  });
});

describe("isRecentSignIn", () => {
  it("asks for a sign-in of the last 5 minutes", () => {
    const now = 1_800_000_000_000;
    expect(isRecentSignIn(now - 60_000, now)).toBe(true);
    expect(isRecentSignIn(now - 6 * 60_000, now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
  });
});

describe("erasure steps", () => {
  it("resume after the last one done and delete the Auth account last", () => {
    expect(nextErasureStep([])).toBe("cart");
    expect(nextErasureStep(["cart", "profile"])).toBe("messages");
    expect(nextErasureStep([...ERASURE_STEPS])).toBeNull();
    expect(ERASURE_STEPS.at(-1)).toBe("auth");
  });

  it("erase the mails after every step that can queue one", () => {
    const at = (s: (typeof ERASURE_STEPS)[number]) => ERASURE_STEPS.indexOf(s);
    for (const earlier of ERASURE_STEPS.filter((s) => s !== "mails" && s !== "auth"))
      expect(at(earlier), earlier).toBeLessThan(at("mails"));
  });
});

describe("the data list", () => {
  it("names every section of the export except its format and date", () => {
    const sections = Object.keys(personalDataExportSchema.shape).filter(
      (k) => k !== "format" && k !== "exportedAt",
    );
    const listed = new Set(PERSONAL_DATA.map((d) => d.key));
    // payments and refunds share one entry, as do invoices and credit notes, reviews and feedback.
    const covered = (k: string) =>
      listed.has(k) || { creditNotes: "invoices", feedback: "reviews" }[k] !== undefined;
    expect(sections.filter((k) => !covered(k))).toEqual([]);
  });
});
