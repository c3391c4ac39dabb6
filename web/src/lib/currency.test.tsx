import { render, screen, waitFor } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { CURRENCY_KEY, CurrencyProvider, useCurrency } from "./currency";
import { setupUser } from "@/testing/user";

const user = setupUser();

function Page() {
  const { currency, setCurrency } = useCurrency();
  return (
    <>
      <p data-testid="currency">{currency}</p>
      <button type="button" onClick={() => setCurrency("gbp")}>
        GBP £
      </button>
      <Link to="/about">About</Link>
    </>
  );
}

afterEach(() => window.localStorage.removeItem(CURRENCY_KEY));

describe("the visitor's currency", () => {
  it("keeps a link's ?currency=eur on the next page", async () => {
    render(
      <MemoryRouter initialEntries={["/shop?currency=eur"]}>
        <CurrencyProvider>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </CurrencyProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("currency")).toHaveTextContent("eur");
    await user.click(screen.getByRole("link", { name: "About" }));
    await waitFor(() => expect(screen.getByTestId("currency")).toHaveTextContent("eur"));
    expect(window.localStorage.getItem(CURRENCY_KEY)).toBe("eur");
  });

  it("remembers a choice made on the page", async () => {
    render(
      <MemoryRouter initialEntries={["/about"]}>
        <CurrencyProvider>
          <Page />
        </CurrencyProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "GBP £" }));
    expect(screen.getByTestId("currency")).toHaveTextContent("gbp");
    expect(window.localStorage.getItem(CURRENCY_KEY)).toBe("gbp");
  });
});
