// The host's upload addresses: the api package hands out URLs under UPLOAD_PATH (it is told so by
// the context's settings) and never names them itself.

/** Where the signed upload URLs point: PUT <UPLOAD_PATH><ticket id>?expires=...&signature=... */
export const UPLOAD_PATH = "/api/object-uploads/";
/** The one-step multipart upload for scripts. */
export const MULTIPART_UPLOAD_PATH = "/api/uploads";
/** An album as one ZIP archive (routes/photo-zip.ts): the archive's bytes as the body. */
export const PHOTO_ZIP_PATH = "/api/photo-categories/:id/zip";
/** Whether a request path is a ZIP upload (a cross-site form cannot send application/zip). */
export const isPhotoZipPath = (path: string) => /^\/api\/photo-categories\/[^/]+\/zip$/.test(path);
