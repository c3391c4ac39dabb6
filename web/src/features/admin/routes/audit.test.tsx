import { screen, waitFor, within } from "@testing-library/react";
import type { AuditAnswer, AuditPage } from "@shop/domain";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi, type ApiCall } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { setupUser } from "@/testing/user";
import { Component as Audit } from "./audit";

const entry = (id: string, actorEmail: string, kind: AuditAnswer["kind"]): AuditAnswer => ({
  _id: id,
  actorUid: actorEmail.split("@")[0] ?? id,
  actorEmail,
  actorRole: "owner",
  kind,
  path: `users/${id}`,
  before: { role: null },
  after: { role: "fulfilment" },
  at: Date.UTC(2026, 10, 2, 9, 30),
  ip: "127.0.0.1",
  expireAt: 0,
});

const ENTRIES = [entry("e1", "owner@gimbal.test", "role-change"), entry("e2", "sam@gimbal.test", "refund")];

/** GET /audit as the server narrows it (person and kind; the days are only checked as sent). */
function answer(call: ApiCall): AuditPage {
  const person = call.query.get("person");
  const kind = call.query.get("kind");
  const items = ENTRIES.filter((e) => (!person || e.actorEmail === person) && (!kind || e.kind === kind));
  return { items, nextCursor: null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAudit() {
  renderWithQuery(
    <MemoryRouter>
      <Audit />
    </MemoryRouter>,
  );
}

describe("Audit (issue 52)", () => {
  it("lists the trail, then asks the API again with the chosen filters", async () => {
    const api = stubApi((call) => ({ body: answer(call) }));
    const user = setupUser();
    renderAudit();
    const table = await screen.findByRole("table", { name: "Audit trail" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getAllByText("role: null → role: fulfilment")).toHaveLength(2);

    const filters = screen.getByRole("search", { name: "Audit filters" });
    await user.type(within(filters).getByLabelText(/Person/), "owner@gimbal.test");
    await user.selectOptions(within(filters).getByLabelText("Kind"), "Role change");
    await user.type(within(filters).getByLabelText("From"), "2026-11-01");
    await user.type(within(filters).getByLabelText("To"), "2026-11-30");
    await user.click(within(filters).getByRole("button", { name: "Search" }));

    await waitFor(() => expect(screen.queryByText("sam@gimbal.test")).not.toBeInTheDocument());
    expect(screen.getByText("owner@gimbal.test")).toBeInTheDocument();
    const last = api.calls.at(-1);
    expect(last?.path).toBe("/audit");
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
      person: "owner@gimbal.test",
      kind: "role-change",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("downloads the CSV with the same filters", async () => {
    const api = stubApi((call) =>
      call.path === "/audit/export.csv"
        ? { body: "at,actorEmail", headers: { "Content-Disposition": 'attachment; filename="audit.csv"' } }
        : { body: answer(call) },
    );
    const createObjectURL = vi.fn(() => "blob:audit");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = setupUser();
    renderAudit();
    const filters = await screen.findByRole("search", { name: "Audit filters" });
    await user.selectOptions(within(filters).getByLabelText("Kind"), "Refund");
    await user.click(within(filters).getByRole("button", { name: "Search" }));
    await user.click(screen.getByRole("button", { name: "Download CSV" }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = api.calls.find((c) => c.path === "/audit/export.csv");
    expect(Object.fromEntries(csv?.query ?? [])).toEqual({ kind: "refund" });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
