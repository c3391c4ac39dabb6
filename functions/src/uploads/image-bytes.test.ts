import { describe, expect, it } from "vitest";
import { bytesMatchType, sniffImageType } from "./image-bytes.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]);

describe("sniffImageType", () => {
  it("knows PNG, JPEG, GIF and WebP by their bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("GIF89a..."))).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
  });

  it("knows no image in text, HTML or SVG", () => {
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageType(Buffer.from("<html><script>"))).toBeNull();
  });
});

describe("bytesMatchType", () => {
  it("accepts a file that is what it claims and refuses one that is not", () => {
    expect(bytesMatchType(PNG, "image/png")).toBe(true);
    expect(bytesMatchType(PNG, "image/jpeg")).toBe(false);
    expect(bytesMatchType(Buffer.from("<html>"), "image/png")).toBe(false);
    expect(bytesMatchType(JPEG, undefined)).toBe(false);
  });
});
