/**
 * What an image file really is, from its first bytes (its "magic number"), whatever content
 * type its uploader declared. Storage rules only see the declared type; this sees the bytes.
 */
export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/avif";

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\u001a\n")) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 4, "ftypavif") || ascii(bytes, 4, "ftypavis")) return "image/avif";
  return null;
}

/** True when the bytes are the image type the file claims to be. */
export function bytesMatchType(bytes: Uint8Array, declared: string | undefined): boolean {
  const actual = sniffImageType(bytes);
  return actual !== null && actual === (declared ?? "").toLowerCase().split(";")[0]?.trim();
}
