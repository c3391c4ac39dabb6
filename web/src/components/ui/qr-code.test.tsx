import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrCode, qrPath } from "./qr-code";

const KEY_URL =
  "otpauth://totp/Gimbal:staff%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Gimbal&algorithm=SHA1&digits=6&period=30";

/** The dark modules a path draws, as "x,y". */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

/** Whether the 7×7 finder pattern (a dark ring, a light ring, a dark 3×3 centre) starts at (left, top). */
function hasFinder(dark: Set<string>, left: number, top: number): boolean {
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (dark.has(`${left + x},${top + y}`) !== (ring !== 2)) return false;
    }
  return true;
}

describe("QrCode", () => {
  it("draws the three finder patterns inside a light quiet zone of 4 modules", () => {
    const { path, modules } = qrPath(KEY_URL);
    const dark = darkModules(path);
    const side = modules - 8;
    expect((side - 17) % 4).toBe(0); // a QR version's side: 21, 25, 29 … modules
    expect(hasFinder(dark, 4, 4)).toBe(true);
    expect(hasFinder(dark, 4 + side - 7, 4)).toBe(true);
    expect(hasFinder(dark, 4, 4 + side - 7)).toBe(true);
    expect(hasFinder(dark, 4 + side - 7, 4 + side - 7)).toBe(false);
    const inQuietZone = [...dark].filter((m) => {
      const [x = 0, y = 0] = m.split(",").map(Number);
      return Math.min(x, y) < 4 || Math.max(x, y) >= modules - 4;
    });
    expect(inQuietZone).toEqual([]);
  });

  it("encodes what it is given: another key, another code", () => {
    expect(qrPath(KEY_URL).path).not.toBe(qrPath(KEY_URL.replace("JBSW", "KRSX")).path);
  });

  it("is an image with its label, sized as asked", () => {
    render(<QrCode text={KEY_URL} label="QR code of the key" size={160} />);
    const image = screen.getByRole("img", { name: "QR code of the key" });
    expect(image).toHaveAttribute("width", "160");
    expect(image.querySelector("path")).toHaveAttribute("d", qrPath(KEY_URL).path);
  });
});
