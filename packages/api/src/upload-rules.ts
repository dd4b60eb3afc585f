// What an upload may be: the one home of these rules. The server checks them (media/uploads.ts);
// the admin's uploader imports them (as `@jugendclub/api/upload-rules`, which pulls in nothing
// else) to refuse a file before sending it.

const MB = 1024 * 1024;

/** SPEC section 9: 5 MB for a logo, member photo, category cover or event image; 10 MB for a gallery photo. */
export const UPLOAD_LIMITS = { logo: 5 * MB, member: 5 * MB, cover: 5 * MB, event: 5 * MB, photo: 10 * MB } as const;
export type UploadPurpose = keyof typeof UPLOAD_LIMITS;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_LIMITS) as UploadPurpose[];

/** The image types the server takes, as MIME types (it reads the type from the bytes). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_MINUTES = 15;

/** "höchstens 5 MB": the limit of a purpose, as people read it. */
export function limitText(purpose: UploadPurpose): string {
  return `höchstens ${UPLOAD_LIMITS[purpose] / MB} MB`;
}
