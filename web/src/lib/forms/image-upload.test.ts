import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, imageFileProblem, safeFileName } from "./image-upload";

const file = (type: string, size: number, name = "x") => new File([new Uint8Array(size)], name, { type });

describe("image checks before any upload (the limits of storage.rules)", () => {
  it("accepts the raster types storage.rules accept, under the limit", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"])
      expect(imageFileProblem(file(type, 1024), 2048)).toBeNull();
    expect(imageFileProblem(file("image/jpeg", 2047), 2048)).toBeNull();
  });

  it("refuses SVG by type or by name, other files, and files at or over the limit, with clear reasons", () => {
    expect(imageFileProblem(file("image/svg+xml", 10), 2048)).toBe(IMAGE_MESSAGES.svg);
    expect(imageFileProblem(file("", 10, "logo.SVG"), 2048)).toBe(IMAGE_MESSAGES.svg);
    expect(imageFileProblem(file("application/pdf", 10), 2048)).toBe(
      "Choose an image file (PNG, JPEG, WebP, GIF or AVIF)",
    );
    expect(imageFileProblem(file("image/jpeg", 2048), 2048)).toBe(IMAGE_MESSAGES.tooLarge(2048));
  });

  it("makes storage-safe file names", () => {
    expect(safeFileName("My Photo (1).PNG")).toBe("my-photo-1-.png");
    expect(safeFileName("////")).toBe("-");
    expect(safeFileName("")).toBe("image");
  });
});
