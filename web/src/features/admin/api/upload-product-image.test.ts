import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, imageFileProblem, uploadProductImage } from "./upload-product-image";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "x", { type });

describe("product image checks (before any upload)", () => {
  it("accepts images under 5 MB (the storage.rules limit)", () => {
    expect(imageFileProblem(file("image/png", 1024))).toBeNull();
    expect(imageFileProblem(file("image/svg+xml", MAX_IMAGE_BYTES - 1))).toBeNull();
  });

  it("refuses other files and images of 5 MB or more, with a clear reason", async () => {
    expect(imageFileProblem(file("application/pdf", 10))).toBe(
      "Choose an image file (JPEG, PNG, WebP or SVG)",
    );
    expect(imageFileProblem(file("image/jpeg", MAX_IMAGE_BYTES))).toBe("The image must be smaller than 5 MB");
    await expect(uploadProductImage(file("text/plain", 3), () => undefined)).rejects.toThrow(
      "Choose an image file (JPEG, PNG, WebP or SVG)",
    );
  });
});
