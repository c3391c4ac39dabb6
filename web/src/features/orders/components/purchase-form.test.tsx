// @vitest-environment jsdom
// (The web project runs on happy-dom; this form's country select drives which address fields
// show, and happy-dom does not render the fields a chosen country adds.)
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { ToastContainer } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Product, ProductVariant, PurchaseOrderInput, WithId } from "@shop/domain";
import type { SavedContact } from "@/components/address-fields";
import { PurchaseForm } from "./purchase-form";

const user = setupUser();

const product: WithId<Product> = {
  _id: "tripod",
  name: "Travel Tripod",
  description: "Light",
  image: "/images/products/tripod.svg",
  minimumOrder: 2,
  availableOrder: 10,
  priceCents: 1250,
  createdAt: 1,
};

const fetchSpy = vi.fn(() => Promise.reject(new Error("no network in component tests")));
beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderForm(
  placeOrder = vi.fn((_input: PurchaseOrderInput) => Promise.resolve()),
  variant: ProductVariant | null = null,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (saved?: SavedContact) => (
    <QueryClientProvider client={client}>
      <PurchaseForm
        product={product}
        variant={variant}
        buyer={{ name: "Casey", email: "casey@example.com" }}
        placeOrder={placeOrder}
        saved={saved}
      />
      <ToastContainer />
    </QueryClientProvider>
  );
  const { rerender } = render(ui());
  /** The profile's last address arriving after the first render (GET /users/me). */
  const profileLoaded = (saved: SavedContact) => rerender(ui(saved));
  return Object.assign(placeOrder, { profileLoaded });
}

const TEXAS = {
  name: "Casey Buyer",
  line1: "1 Main St",
  line2: undefined,
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
};

async function fill(quantity: string) {
  await user.type(screen.getByLabelText("Full name"), TEXAS.name);
  await user.type(screen.getByLabelText("Address line 1"), TEXAS.line1);
  await user.type(screen.getByLabelText("City"), TEXAS.city);
  await user.selectOptions(screen.getByLabelText("State / region"), "TX");
  await user.type(screen.getByLabelText("Postal code"), TEXAS.postalCode);
  await user.type(screen.getByLabelText("Phone"), "+1 512 555 0100");
  if (quantity) await user.type(screen.getByLabelText("Quantity"), quantity);
  await user.click(screen.getByRole("button", { name: "Place Order" }));
}

// Typing a whole address takes a few seconds on a busy machine.
describe("purchase form", { timeout: 20_000 }, () => {
  it("shows the buyer, the unit price with a dollar sign and the minimum order as placeholder", () => {
    renderForm();
    expect(screen.getByLabelText("Name")).toHaveValue("Casey");
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveValue("casey@example.com");
    expect(screen.getByLabelText("Price")).toHaveValue("$12.50 per piece");
    expect(screen.getByLabelText("Quantity")).toHaveAttribute("placeholder", "Minimum order 2");
  });

  it.each(["2", "1"])("refuses quantity %s (not more than the minimum): toast, nothing sent", async (q) => {
    const placeOrder = renderForm();
    await fill(q);
    expect(await screen.findByText("Please Provide More Than Required Quantity")).toBeInTheDocument();
    expect(placeOrder).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Address line 1")).toHaveValue("1 Main St");
  });

  it("previews the total and sends only productId, quantity, the postal address and phone", async () => {
    const placeOrder = renderForm();
    await user.type(screen.getByLabelText("Quantity"), "3");
    expect(screen.getByText("$37.50")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Quantity"));
    await fill("3");
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder.mock.calls[0]?.[0]).toEqual({
      productId: "tripod",
      quantity: 3,
      address: TEXAS,
      phone: "+1 512 555 0100",
      currency: "usd",
    });
  });

  it("is filled with the profile's last address once it arrives, and sends it", async () => {
    const placeOrder = renderForm();
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    await user.type(screen.getByLabelText("Quantity"), "3");
    placeOrder.profileLoaded({ address: { ...TEXAS, line2: "Suite 4" }, phone: "+1 512 555 0199" });
    expect(await screen.findByDisplayValue("Casey Buyer")).toBe(screen.getByLabelText("Full name"));
    expect(screen.getByLabelText("Address line 2")).toHaveValue("Suite 4");
    expect(screen.getByLabelText("State / region")).toHaveValue("TX");
    expect(screen.getByLabelText("Postal code")).toHaveValue("78701");
    expect(screen.getByLabelText("Phone")).toHaveValue("+1 512 555 0199");
    expect(screen.getByLabelText("Quantity")).toHaveValue(3);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder.mock.calls[0]?.[0]).toEqual({
      productId: "tripod",
      quantity: 3,
      address: { ...TEXAS, line2: "Suite 4" },
      phone: "+1 512 555 0199",
      currency: "usd",
    });
  });

  it("keeps an address the buyer began typing when the profile's arrives", async () => {
    const placeOrder = renderForm();
    await user.type(screen.getByLabelText("Full name"), "Someone Else");
    placeOrder.profileLoaded({ address: TEXAS, phone: "+1 512 555 0199" }); // effects run inside rerender
    expect(screen.getByLabelText("Full name")).toHaveValue("Someone Else");
    expect(screen.getByLabelText("City")).toHaveValue("");
  });

  it("requires the address's parts and the phone with the schema's messages", async () => {
    const placeOrder = renderForm();
    await user.type(screen.getByLabelText("Quantity"), "5");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Address line 1 is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid postal code for United States")).toBeInTheDocument();
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const placeOrder = renderForm(
      vi.fn(() => Promise.reject(new Error("Not enough pieces in stock for this order"))),
    );
    await fill("11");
    expect(await screen.findAllByText("Not enough pieces in stock for this order")).not.toHaveLength(0);
    expect(document.querySelector(".purchase__error")).toHaveTextContent(
      "Not enough pieces in stock for this order",
    );
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Quantity")).toHaveValue(11);
    expect(screen.getByLabelText("Phone")).toHaveValue("+1 512 555 0100");
  });

  it("orders the variant the product page chose: its price, and its variantId sent", async () => {
    const white: ProductVariant = {
      id: "white",
      sku: "TRIPOD-WHT",
      optionValues: { Colour: "White" },
      prices: { usd: 1500 },
      availableOrder: 10,
      sold: true,
    };
    const placeOrder = renderForm(undefined, white);
    expect(screen.getByLabelText("Price")).toHaveValue("$15.00 per piece");
    await fill("3");
    expect(placeOrder.mock.calls[0]?.[0]).toMatchObject({
      productId: "tripod",
      variantId: "white",
      quantity: 3,
    });
  });
});
