import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code of `text` as one SVG path (uqr: the QR Code generator of Project Nayuki, no
 * dependencies, MIT), dark modules on white with a quiet zone of 4 modules, as the standard asks,
 * so that a phone's camera reads it on any page colour. `label` names it for screen readers.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The dark modules of `text`'s QR code as path commands (one 1×1 square each), and its width. */
export function qrPath(text: string): { path: string; modules: number } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { path: squares.join(""), modules: size };
}
