/**
 * Uploads one file to Cloud Storage (the Storage emulator when the launcher started it) and
 * resolves with its download URL, reporting progress in whole percent. Only ever loaded with a
 * dynamic import, when someone picks a file, so the Storage SDK weighs on no page.
 */
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageError,
} from "firebase/storage";
import { env } from "@/config/env";
import { firebaseApp } from "@/lib/firebase/firebase-app";

let storage: FirebaseStorage | undefined;

function cloudStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (env.useEmulators && env.emulators.storageHost) {
      const [host = "127.0.0.1", port = "9199"] = env.emulators.storageHost.split(":");
      connectStorageEmulator(storage, host, Number(port));
    }
  }
  return storage;
}

export const UPLOAD_REFUSED = "Cloud Storage refused this image: you may not upload it here";

function uploadFailure(error: StorageError): Error {
  if (error.code === "storage/unauthorized") return new Error(UPLOAD_REFUSED);
  if (error.code === "storage/canceled") return new Error("The upload was cancelled");
  return new Error(`The image could not be uploaded (${error.code}). Please try again.`);
}

export function uploadImage(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const task = uploadBytesResumable(ref(cloudStorage(), path), file, { contentType: file.type });
  signal?.addEventListener("abort", () => task.cancel(), { once: true });
  return new Promise((resolve, reject) => {
    task.on(
      "state_changed",
      (snap) => onProgress(snap.totalBytes ? Math.round((snap.bytesTransferred / snap.totalBytes) * 100) : 0),
      (error) => reject(uploadFailure(error)),
      () => {
        onProgress(100);
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
