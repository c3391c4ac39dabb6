/** Uploads: what other areas may use (the image-type check by bytes). */
export { bytesMatchType, sniffImageType, type ImageType } from "./image-bytes.js";
export { IMAGE_MESSAGES, rehostImage } from "./rehost-image.js";
