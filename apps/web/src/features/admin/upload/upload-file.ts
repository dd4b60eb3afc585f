import { UPLOAD_LIMITS, type UploadPurpose } from "@jugendclub/api/upload-rules";
import { trpcClient } from "../../../trpc.js";
import { fitToLimit } from "./shrink-image.js";

export interface Upload<T = string> {
  promise: Promise<T>;
  cancel(): void;
}

export class UploadError extends Error {}

/**
 * The spec's flow: a signed URL from the server, the bytes PUT to it (with progress), then
 * "complete", which processes the image and answers its public path. A picture over the purpose's
 * limit is shrunk in the browser first (shrink-image.ts).
 */
export function uploadImage(file: File, purpose: UploadPurpose, onProgress: (percent: number) => void): Upload {
  let xhr: XMLHttpRequest | null = null;
  let cancelled = false;
  const promise = (async () => {
    const sendable = await fitToLimit(file, UPLOAD_LIMITS[purpose]);
    if (cancelled) throw new UploadError("cancelled");
    const { url } = await trpcClient.uploads.createUrl.query({ purpose });
    if (cancelled) throw new UploadError("cancelled");
    // The server signs URLs for its public address; send to this origin when it is ours.
    const target = new URL(url, window.location.href);
    const sameServer = target.pathname.startsWith("/api/object-uploads/");
    const putUrl = sameServer ? `${target.pathname}${target.search}` : target.toString();
    const rawPath = await new Promise<string>((resolve, reject) => {
      const request = new XMLHttpRequest();
      xhr = request;
      request.open("PUT", putUrl);
      request.setRequestHeader("content-type", sendable.type || "application/octet-stream");
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          try {
            resolve((JSON.parse(request.responseText) as { rawPath?: string }).rawPath ?? target.pathname);
          } catch {
            resolve(target.pathname);
          }
          return;
        }
        let message = `${request.status}`;
        try {
          message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
        } catch {
          // not JSON
        }
        reject(new UploadError(message));
      };
      request.onerror = () => reject(new UploadError("network"));
      request.onabort = () => reject(new UploadError("cancelled"));
      request.send(sendable);
    });
    onProgress(100);
    const done = await trpcClient.uploads.complete.mutate({ rawPath });
    return done.path;
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      xhr?.abort();
    },
  };
}
