import { env } from "@/config/env";

/**
 * Image files for Cloud Storage, checked before any upload (the Storage SDK is not loaded here).
 * Where Cloud Storage is reachable (production, or the Storage emulator when the launcher started
 * it) the forms upload a file and still take a pasted URL; otherwise they take a URL only.
 * The rules that really decide are storage.rules: these checks only give a clear message first.
 */
export type ImageUploadMode = "storage" | "url";

export function imageUploadMode(): ImageUploadMode {
  if (env.useEmulators) return env.emulators.storageHost ? "storage" : "url";
  return env.firebase.storageBucket ? "storage" : "url";
}

export const IMAGE_UPLOAD_UNAVAILABLE = "Image upload is unavailable here; paste an image URL instead";

/** The raster types storage.rules accept. SVG is refused there: it can carry script. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"];

const MB = 1024 * 1024;

export const IMAGE_MESSAGES = {
  svg: "SVG images are not accepted; choose a PNG, JPEG, WebP, GIF or AVIF image",
  notImage: "Choose an image file (PNG, JPEG, WebP, GIF or AVIF)",
  tooLarge: (maxBytes: number) => `The image must be smaller than ${maxBytes / MB} MB`,
} as const;

/** A clear reason why this file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: File, maxBytes: number): string | null {
  if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name)) return IMAGE_MESSAGES.svg;
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return IMAGE_MESSAGES.notImage;
  if (file.size >= maxBytes) return IMAGE_MESSAGES.tooLarge(maxBytes);
  return null;
}

/** A storage-safe file name: lower case letters, digits, dots and dashes, at most 80 characters. */
export function safeFileName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, "-")
      .slice(-80) || "image"
  );
}
