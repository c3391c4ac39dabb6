/**
 * Uploads' deployed function: Storage rules only see the content type an uploader declares, so
 * every finished upload under the shop's image folders is read back (its first bytes) and
 * deleted when they are not the image type it claims (an HTML page or a script named
 * `image/png`, say): nothing the shop serves from its bucket is other than a raster image.
 */
import { getStorage } from "firebase-admin/storage";
import * as logger from "firebase-functions/logger";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { REGION } from "../platform/config.js";
import "../platform/firestore.js";
import { SNIFF_BYTES, bytesMatchType } from "./image-bytes.js";
import { withStorageRetry } from "./storage-retry.js";

/** The folders storage.rules opens to uploads. */
const IMAGE_FOLDERS = /^(products|users)\//;

export const checkUploadedImage = onObjectFinalized({ region: REGION, memory: "256MiB" }, async (event) => {
  const { name, bucket, contentType } = event.data;
  if (!IMAGE_FOLDERS.test(name)) return;
  const file = getStorage().bucket(bucket).file(name);
  const [head] = await withStorageRetry(`read ${name}`, () =>
    file.download({ start: 0, end: SNIFF_BYTES - 1 }),
  );
  if (bytesMatchType(head, contentType)) return;
  await withStorageRetry(`delete ${name}`, () => file.delete({ ignoreNotFound: true }));
  logger.warn("Deleted an upload whose bytes are not the image type it claims", { name, contentType });
});
