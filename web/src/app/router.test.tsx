import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "@/lib/session/session";
import { AppRoutes, preloadRoute } from "./router";

function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe("preloadRoute", () => {
  it("loads a lazy page's screen, which then renders at once (no Suspense fallback)", async () => {
    await preloadRoute("/services");
    renderAt("/services");
    // Synchronously present: no spinner in <main> first.
    expect(screen.getByRole("heading", { level: 1, name: "Services" })).toBeInTheDocument();
    expect(screen.getByRole("main").querySelector(".spinner")).toBeNull();
  });

  it("a page that was not preloaded shows the fallback until its code arrives", async () => {
    renderAt("/contact");
    expect(screen.getByRole("main").querySelector(".spinner")).not.toBeNull();
    // The page's code is transformed on first import: on two busy cores, seconds (not a speed check).
    expect(
      await screen.findByRole("heading", { level: 1, name: "Contact Us" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("resolves for URLs without a lazy screen (the home page, unknown paths)", async () => {
    await expect(preloadRoute("/")).resolves.toBeUndefined();
    await expect(preloadRoute("/no/such/page")).resolves.toBeUndefined();
  });
});
