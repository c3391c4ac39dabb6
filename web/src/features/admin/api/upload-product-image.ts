/**
 * Uploads a product image to Cloud Storage (`products/{uuid}-{name}`) and resolves with its
 * download URL, reporting progress in whole percent. Loaded lazily (dynamic import) by the Add
 * Product form only where Storage is available, so the Storage SDK never weighs on other pages.
 * storage.rules allow the write only for admins, images under 5 MB.
 */
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from "firebase/storage";
import { env } from "@/config/env";
import { firebaseApp } from "@/lib/firebase-app";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

let storage: FirebaseStorage | undefined;

function getProductStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (env.useEmulators && env.emulators.storageHost) {
      const [host = "127.0.0.1", port = "9199"] = env.emulators.storageHost.split(":");
      connectStorageEmulator(storage, host, Number(port));
    }
  }
  return storage;
}

/** A clear reason why this file cannot be a product image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Choose an image file (JPEG, PNG, WebP or SVG)";
  if (file.size >= MAX_IMAGE_BYTES) return "The image must be smaller than 5 MB";
  return null;
}

function safeName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, "-")
      .slice(-80) || "image"
  );
}

export function uploadProductImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new Error(problem));
  const target = ref(getProductStorage(), `products/${crypto.randomUUID()}-${safeName(file.name)}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type });
  signal?.addEventListener("abort", () => task.cancel(), { once: true });
  return new Promise((resolve, reject) => {
    task.on(
      "state_changed",
      (snap) => onProgress(snap.totalBytes ? Math.round((snap.bytesTransferred / snap.totalBytes) * 100) : 0),
      (error) => reject(new Error(`The image could not be uploaded (${error.code}). Please try again.`)),
      () => {
        onProgress(100);
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
