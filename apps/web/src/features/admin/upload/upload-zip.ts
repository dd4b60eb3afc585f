import type { Upload } from "./upload-file.js";
import { UploadError } from "./upload-file.js";

/**
 * What the server answers for a ZIP: the photos added, the images the album held already (an
 * earlier try of the same upload: not added twice), the entries refused and why.
 */
export interface ZipAnswer {
  added: { name: string; photo: { id: number; takenAt: string | null } }[];
  existing: { name: string; photo: { id: number } }[];
  refused: { name: string; reason: string }[];
}

/** POST /api/photo-categories/{id}/zip with progress; resolves the server's added/refused answer. */
export function uploadZip(file: File, categoryId: number, onProgress: (percent: number) => void): Upload<ZipAnswer> {
  const request = new XMLHttpRequest();
  const promise = new Promise<ZipAnswer>((resolve, reject) => {
    request.open("POST", `/api/photo-categories/${categoryId}/zip`);
    request.setRequestHeader("content-type", "application/zip");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as { message?: string };
      } catch {
        // not JSON
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ZipAnswer);
      else reject(new UploadError(body.message ?? String(request.status)));
    };
    request.onerror = () => reject(new UploadError("network"));
    request.onabort = () => reject(new UploadError("cancelled"));
    request.send(file);
  });
  return { promise, cancel: () => request.abort() };
}
