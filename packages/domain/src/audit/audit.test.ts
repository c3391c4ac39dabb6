import { describe, expect, it } from "vitest";
import { AUDIT_KEEP_MS, auditCsvRow, auditQuerySchema } from "./audit.js";

describe("auditQuerySchema", () => {
  it("keeps a uid's case, lower-cases an email, and refuses an unknown kind or a reversed range", () => {
    expect(auditQuerySchema.parse({ person: "AbC123" }).person).toBe("AbC123");
    expect(auditQuerySchema.parse({ person: " Ann@Shop.TEST " }).person).toBe("ann@shop.test");
    expect(auditQuerySchema.safeParse({ kind: "everything" }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: "2026-02-02", to: "2026-02-01" }).success).toBe(false);
  });
});

describe("auditCsvRow", () => {
  it("writes the time as ISO 8601 and the summaries as JSON", () => {
    const row = auditCsvRow({
      actorUid: "u1",
      actorEmail: "a@b.test",
      actorRole: null,
      kind: "product-prices",
      path: "products/x1",
      before: { usd: 100 },
      after: null,
      at: 0,
      ip: "127.0.0.1",
      expireAt: AUDIT_KEEP_MS,
    });
    expect(row).toMatchObject({
      at: "1970-01-01T00:00:00.000Z",
      actorRole: "",
      before: '{"usd":100}',
      after: "",
    });
  });
});
