export { eventPreviewPng, PREVIEW_HEIGHT, PREVIEW_WIDTH, previewDate } from "./event-preview.js";
export {
  type ProcessedImage,
  processImage,
  sniffImageFormat,
  svgToJpeg,
  UnsupportedImageError,
  VARIANT_WIDTHS,
} from "./image-pipeline.js";
export { createLocalStorage } from "./local-storage.js";
export {
  createMediaService,
  type ImageVariant,
  MEDIA_PREFIX,
  type MediaService,
  type StoredImage,
} from "./media-service.js";
export { isPublicAddress, RemoteImageError, type RemoteImageOptions } from "./remote-image.js";
export { createS3Storage, type S3Connection, type S3Options, s3Connection } from "./s3-storage.js";
export { type ByteRange, isValidKey, type Storage } from "./storage.js";
export { sweepMedia } from "./sweep.js";
export {
  checkUploadLink,
  completeUpload,
  createUploadUrl,
  purposeOf,
  receiveUpload,
  storeUpload,
  tooLarge,
  UPLOAD_LIMITS,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadedImage,
} from "./uploads.js";
export { fillVariantSizes } from "./variant-sizes.js";
export {
  unpackPhotoZip,
  ZIP_LIMITS,
  ZipArchiveError,
  type ZipImage,
  ZipImportStopped,
  type ZipRefusal,
} from "./zip-album.js";
