import { env } from "@/config/env";

/**
 * Where Cloud Storage is reachable (production, or the Storage emulator when it runs) the Add
 * Product form uploads the image file; otherwise (the Storage emulator cannot start on machines
 * without its downloadable JAR) it takes an image URL instead.
 */
export type ImageUploadMode = "storage" | "url";

export function imageUploadMode(): ImageUploadMode {
  if (env.useEmulators) return env.emulators.storageHost ? "storage" : "url";
  return env.firebase.storageBucket ? "storage" : "url";
}

export const IMAGE_UPLOAD_UNAVAILABLE = "Image upload is unavailable here; paste an image URL instead";
