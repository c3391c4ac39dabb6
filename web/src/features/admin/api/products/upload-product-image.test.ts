import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "@/lib/forms/image-upload";
import { MAX_PRODUCT_IMAGE_BYTES, productImageProblem, uploadProductImage } from "./upload-product-image";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "x", { type });

describe("product photos (the limits of storage.rules)", () => {
  it("stop at 5 MB", () => {
    expect(productImageProblem(file("image/png", MAX_PRODUCT_IMAGE_BYTES - 1))).toBeNull();
    expect(productImageProblem(file("image/png", MAX_PRODUCT_IMAGE_BYTES))).toBe(
      "The image must be smaller than 5 MB",
    );
  });

  it("are refused before the Storage SDK is even loaded", async () => {
    await expect(uploadProductImage(file("image/svg+xml", 3), () => undefined)).rejects.toThrow(
      IMAGE_MESSAGES.svg,
    );
  });
});
