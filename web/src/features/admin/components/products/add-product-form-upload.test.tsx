import { render, screen, waitFor } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductInput } from "@shop/domain";
import { AddProductForm, type SaveResult } from "./add-product-form";

/**
 * The form's side of an upload, with a controllable stand-in of features/admin/api/products/upload-product-image.ts:
 * the progress bar, the resulting URL in the product, the URL field as an alternative, and a
 * failed upload's message. The real upload to the Storage emulator is in tests/e2e/uploads.e2e.test.ts.
 */
const upload = vi.hoisted(() => ({
  run: vi.fn<(file: File, onProgress: (percent: number) => void) => Promise<string>>(),
}));
vi.mock("../../api/products/upload-product-image", () => ({
  uploadProductImage: (file: File, onProgress: (percent: number) => void) => upload.run(file, onProgress),
}));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "Grip Photo.png", { type: "image/png" });

async function fillOtherFields(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText("Name"), "Grip");
  await user.type(screen.getByLabelText("Description"), "A foam grip");
  await user.type(screen.getByLabelText("Minimum order quantity"), "1");
  await user.type(screen.getByLabelText("Available quantity"), "9");
  await user.type(screen.getByLabelText("Price ($)"), "5");
}

describe("AddProductForm image upload (storage mode)", () => {
  beforeEach(() => {
    upload.run.mockReset();
  });

  it("shows the progress, then saves the product with the uploaded image's URL", async () => {
    let progress: (percent: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    upload.run.mockImplementation(
      (_file, onProgress) =>
        new Promise<string>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const onSave = vi.fn<(input: ProductInput) => Promise<SaveResult>>().mockResolvedValue({ saved: true });
    const user = setupUser();
    render(<AddProductForm imageMode="storage" onSave={onSave} />);
    await fillOtherFields(user);

    await user.upload(screen.getByLabelText("Image"), png());
    await waitFor(() => expect(upload.run).toHaveBeenCalledTimes(1));
    progress(42);
    expect(await screen.findByText("Uploading… 42%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Image upload progress" })).toHaveAttribute("value", "42");
    expect(screen.getByRole("button", { name: "Add Product" })).toBeDisabled();

    finish("https://storage.example/products/grip.png");
    expect(await screen.findByRole("img", { name: "Uploaded product" })).toHaveAttribute(
      "src",
      "https://storage.example/products/grip.png",
    );
    expect(screen.getByLabelText("Image URL")).toHaveValue("https://storage.example/products/grip.png");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ image: "https://storage.example/products/grip.png", priceCents: 500 }),
      ),
    );
  });

  it("requires an image, and says why an upload failed", async () => {
    upload.run.mockRejectedValue(
      new Error("The image could not be uploaded (storage/unauthorized). Please try again."),
    );
    const onSave = vi.fn<(input: ProductInput) => Promise<SaveResult>>();
    const user = setupUser();
    render(<AddProductForm imageMode="storage" onSave={onSave} />);
    await fillOtherFields(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Image is required")).toBeInTheDocument();

    await user.upload(screen.getByLabelText("Image"), png());
    expect(
      await screen.findByText("The image could not be uploaded (storage/unauthorized). Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Product" })).toBeEnabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("still takes a pasted image URL instead of a file", async () => {
    const onSave = vi.fn<(input: ProductInput) => Promise<SaveResult>>().mockResolvedValue({ saved: true });
    const user = setupUser();
    render(<AddProductForm imageMode="storage" onSave={onSave} />);
    await fillOtherFields(user);
    expect(screen.getByLabelText("Image URL")).toHaveAccessibleDescription("Or paste a link to an image");
    await user.type(screen.getByLabelText("Image URL"), "/images/products/tripod.svg");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ image: "/images/products/tripod.svg" })),
    );
    expect(upload.run).not.toHaveBeenCalled();
  });
});
