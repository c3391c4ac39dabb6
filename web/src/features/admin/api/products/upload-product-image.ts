/**
 * Product photos: `products/{uuid}-{name}` in Cloud Storage. storage.rules allow the write only
 * for admins, raster images under 5 MB; the same limits are checked here first for a clear message.
 */
import { imageFileProblem, safeFileName } from "@/lib/forms/image-upload";

export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;

export const productImageProblem = (file: File) => imageFileProblem(file, MAX_PRODUCT_IMAGE_BYTES);

/** Resolves with the download URL; the Storage SDK is loaded on first use. */
export async function uploadProductImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const problem = productImageProblem(file);
  if (problem) throw new Error(problem);
  const { uploadImage } = await import("@/lib/firebase/storage-upload");
  return uploadImage(`products/${crypto.randomUUID()}-${safeFileName(file.name)}`, file, onProgress, signal);
}
