// The host's upload addresses: the api package hands out URLs under UPLOAD_PATH (it is told so by
// the context's settings) and never names them itself.

/** Where the signed upload URLs point: PUT <UPLOAD_PATH><ticket id>?expires=...&signature=... */
export const UPLOAD_PATH = "/api/object-uploads/";
/** The one-step multipart upload for scripts. */
export const MULTIPART_UPLOAD_PATH = "/api/uploads";
/** An album as one ZIP archive (routes/photo-zip.ts): the archive's bytes as the body, or a form's file. */
export const PHOTO_ZIP_PATH = "/api/photo-categories/:id/zip";
/** Whether a request path is a ZIP upload (its body is the archive or a form, not JSON). */
export const isPhotoZipPath = (path: string) => /^\/api\/photo-categories\/[^/]+\/zip$/.test(path);

/** What the ZIP address takes, said to a client that sent something else. */
export const ZIP_TAKES =
  "Bitte das ZIP-Archiv als Inhalt der Anfrage senden (Content-Type: application/zip) oder als Datei im Feld 'file' eines Formulars (Content-Type: multipart/form-data).";

/** How a ZIP upload's body comes: the archive itself, a form with it, or something it is not. */
export function zipBodyKind(contentType: string | undefined): "raw" | "form" | "other" {
  if (contentType === undefined || /^application\/(zip|x-zip-compressed|octet-stream)\b/i.test(contentType))
    return "raw";
  if (/^multipart\/form-data\b/i.test(contentType)) return "form";
  return "other";
}
