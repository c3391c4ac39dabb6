/**
 * Profile photos: `users/{uid}/avatar` in Cloud Storage, one per user (a new upload replaces the
 * old one). storage.rules let only that user write there, raster images under 2 MB; the same limits
 * are checked here first.
 */
import { imageFileProblem } from "@/lib/forms/image-upload";

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export const avatarProblem = (file: File) => imageFileProblem(file, MAX_AVATAR_BYTES);

/** Resolves with the download URL; the Storage SDK is loaded on first use. */
export async function uploadAvatar(
  uid: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const problem = avatarProblem(file);
  if (problem) throw new Error(problem);
  const { uploadImage } = await import("@/lib/firebase/storage-upload");
  return uploadImage(`users/${uid}/avatar`, file, onProgress);
}
