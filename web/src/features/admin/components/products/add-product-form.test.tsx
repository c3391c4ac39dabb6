import { render, screen, waitFor } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import type { ProductInput } from "@shop/domain";
import { IMAGE_UPLOAD_UNAVAILABLE } from "@/lib/forms/image-upload";
import { AddProductForm, type SaveResult } from "./add-product-form";

const VALID = {
  Name: "Travel Tripod",
  Description: "A light tripod for the X1 gimbal",
  "Minimum order quantity": "2",
  "Available quantity": "40",
  "Price ($)": "24.50",
  "Image URL": "/images/products/tripod.svg",
} as const;
type Label = keyof typeof VALID;

function setup(
  onSave = vi.fn<(input: ProductInput) => Promise<SaveResult>>().mockResolvedValue({ saved: true }),
) {
  const user = setupUser();
  render(<AddProductForm imageMode="url" onSave={onSave} />);
  const fill = async (values: Partial<Record<Label, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value !== "") await user.type(input, value);
    }
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Add Product" }));
  return { user, onSave, fill, submit };
}

const REQUIRED: [Label, string][] = [
  ["Name", "Name is required"],
  ["Description", "Description is required"],
  ["Minimum order quantity", "Minimum order quantity is required"],
  ["Available quantity", "Available  quantity is required"],
  ["Price ($)", "price  quantity is required"],
  ["Image URL", "Image is required"],
];

/** Error texts are compared exactly (the spec's double spaces included). */
function errorTexts(): string[] {
  return screen.queryAllByRole("alert").map((el) => el.textContent ?? "");
}

describe("AddProductForm", () => {
  it("shows every spec message when submitted empty, and sends nothing", async () => {
    const { onSave, submit } = setup();
    await submit();
    await waitFor(() => expect(errorTexts()).toEqual(REQUIRED.map(([, message]) => message)));
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each(REQUIRED)("a missing %s shows exactly its own message", async (label, message) => {
    const { onSave, fill, submit } = setup();
    await fill({ ...VALID, [label]: "" });
    await submit();
    await waitFor(() => expect(errorTexts()).toEqual([message]));
    expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each<[Label, string, string]>([
    ["Price ($)", "0", "Price must be more than $0"],
    ["Price ($)", "abc", "Enter the price in dollars, like 49.99"],
    ["Price ($)", "-5", "Enter the price in dollars, like 49.99"],
    ["Price ($)", "12.345", "Enter the price in dollars, like 49.99"],
    ["Price ($)", "20000", "Price must be at most $10,000.00"],
    ["Minimum order quantity", "1.5", "Minimum order must be a whole number of at least 1"],
    ["Minimum order quantity", "0", "Minimum order must be a whole number of at least 1"],
    ["Available quantity", "-3", "Available quantity must be a whole number"],
    ["Available quantity", "ten", "Available quantity must be a whole number"],
    ["Available quantity", "1", "Minimum order cannot be more than the available quantity"],
    ["Image URL", "tripod.svg", "Image must be a URL"],
  ])("%s = %j shows %j", async (label, value, message) => {
    const { onSave, fill, submit } = setup();
    await fill({ ...VALID, [label]: value });
    await submit();
    await waitFor(() => expect(errorTexts()).toEqual([message]));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends the price in cents and whole-number quantities, then resets", async () => {
    const { onSave, fill, submit } = setup();
    await fill(VALID);
    await submit();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: "Travel Tripod",
        description: "A light tripod for the X1 gimbal",
        minimumOrder: 2,
        availableOrder: 40,
        priceCents: 2450,
        image: "/images/products/tripod.svg",
        lowStockThreshold: 10,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    // react-hook-form empties the fields at once; the focus follows in the render after (an effect).
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
    expect(screen.getByLabelText("Price ($)")).toHaveValue("");
  });

  it("keeps what was typed and shows the reason when saving fails", async () => {
    const onSave = vi
      .fn<(input: ProductInput) => Promise<SaveResult>>()
      .mockResolvedValue({ saved: false, reason: "Only admins can do this" });
    const { fill, submit } = setup(onSave);
    await fill(VALID);
    await submit();
    expect(await screen.findByText("Only admins can do this")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Travel Tripod");
    expect(screen.getByLabelText("Price ($)")).toHaveValue("24.50");
  });

  it("says plainly that upload is unavailable and asks for a URL", () => {
    setup();
    expect(screen.getByText(IMAGE_UPLOAD_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByLabelText("Image URL")).toHaveAccessibleDescription(IMAGE_UPLOAD_UNAVAILABLE);
  });

  it("offers a file picker for raster images where Storage is available, and keeps the URL field", () => {
    render(<AddProductForm imageMode="storage" onSave={vi.fn()} />);
    expect(screen.getByLabelText("Image")).toHaveAttribute("type", "file");
    expect(screen.getByLabelText("Image")).toHaveAttribute(
      "accept",
      "image/png,image/jpeg,image/webp,image/gif,image/avif",
    );
    expect(screen.getByLabelText("Image URL")).toHaveAttribute("type", "text");
    expect(screen.queryByText(IMAGE_UPLOAD_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
