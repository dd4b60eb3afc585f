import { titleFromFileName } from "@jugendclub/api/photo-titles";
import { limitText, UPLOAD_LIMITS } from "@jugendclub/api/upload-rules";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useEffect, useRef, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { type AddedPhoto, albumOrder } from "./album-order.js";
import { canShrink } from "./shrink-image.js";
import { type Upload, UploadError, uploadImage } from "./upload-file.js";
import { uploadZip, type ZipAnswer } from "./upload-zip.js";

// An album in one drop: every file is its own upload with its own progress, three at a time; a
// failed one can be sent again alone, cancelling stops what is left (what arrived stays). Photos
// become photos of the category, titled from their file names; when the drop is done, its
// photos are put after the category's others in the order they were taken (their EXIF date), and
// those without a date in the order they were chosen.

export type AlbumStatus = "waiting" | "uploading" | "done" | "failed" | "cancelled";

export interface AlbumFile {
  key: number;
  name: string;
  file: File | null;
  status: AlbumStatus;
  percent: number;
  message: string;
  /** Only a file that failed on its way (not a refused ZIP entry) can be sent again. */
  retryable: boolean;
}

const AT_ONCE = 3;
/** Places in the chosen order for one ZIP's photos, after the ZIP's own place. */
const ZIP_ROOM = 100_000;
const isZip = (file: File) => /\.zip$/i.test(file.name) || /zip/.test(file.type);

export function useAlbumQueue(categoryId: number | null) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<AlbumFile[]>([]);
  const running = useRef(new Map<number, Upload<unknown>>());
  const added = useRef<AddedPhoto[]>([]);
  const nextKey = useRef(1);

  const update = (key: number, change: Partial<AlbumFile>) =>
    setFiles((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.photos.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.photoCategories.list.queryKey() }),
    ]);

  /** The drop's photos after the category's others, ordered by when they were taken. */
  const orderByDate = async (category: number) => {
    const mine = added.current;
    added.current = [];
    if (mine.length < 2) return;
    const current = await trpcClient.photos.list.query({ categoryId: category });
    const newIds = new Set(mine.map((photo) => photo.id));
    const ids = [...current.map((photo) => photo.id).filter((id) => !newIds.has(id)), ...albumOrder(mine)];
    await trpcClient.photos.order.mutate({ id: category, ids });
  };

  const start = (item: AlbumFile, category: number) => {
    const file = item.file;
    if (!file) return;
    update(item.key, { status: "uploading", percent: 0, message: "" });
    const onProgress = (percent: number) => update(item.key, { percent });
    const upload: Upload<string | ZipAnswer> = isZip(file)
      ? uploadZip(file, category, onProgress)
      : uploadImage(file, "photo", onProgress);
    running.current.set(item.key, upload);
    upload.promise
      .then(async (result) => {
        if (typeof result === "string") {
          const photo = await trpcClient.photos.create
            .mutate({ categoryId: category, src: result, alt: titleFromFileName(file.name) })
            .catch((error: unknown) => {
              // The album holds this image already (an earlier try whose answer never came): done.
              if (error instanceof TRPCClientError && error.data?.code === "CONFLICT") return error.message;
              throw error;
            });
          if (typeof photo === "string") return update(item.key, { status: "done", percent: 100, message: photo });
          added.current.push({ id: photo.id, takenAt: photo.takenAt, chosen: item.key * ZIP_ROOM });
          update(item.key, { status: "done", percent: 100 });
          return;
        }
        const zip = result;
        // A ZIP's photos take its place in the choice, in the archive's order.
        zip.added.forEach((entry, index) => {
          added.current.push({ ...entry.photo, chosen: item.key * ZIP_ROOM + index + 1 });
        });
        const taken = zip.added.length + zip.existing.length;
        update(item.key, {
          status: zip.refused.length > 0 && taken === 0 ? "failed" : "done",
          percent: 100,
          retryable: false,
          message:
            zip.existing.length > 0
              ? t`${zip.added.length} Fotos aus dem Archiv übernommen, ${zip.existing.length} waren schon im Album.`
              : t`${zip.added.length} Fotos aus dem Archiv übernommen.`,
        });
        const refused = zip.refused.map((entry) => ({
          key: nextKey.current++,
          name: `${file.name}: ${entry.name}`,
          file: null,
          status: "failed" as const,
          percent: 0,
          message: entry.reason,
          retryable: false,
        }));
        setFiles((list) => [...list, ...refused]);
      })
      .catch((error: unknown) => {
        const cancelled = error instanceof UploadError && error.message === "cancelled";
        update(item.key, {
          status: cancelled ? "cancelled" : "failed",
          retryable: !cancelled,
          message: cancelled ? t`Abgebrochen` : errorText(error, t`Hochladen fehlgeschlagen.`),
        });
      })
      .finally(() => running.current.delete(item.key));
  };

  // Three at a time: whenever fewer run, the next waiting file starts; at the end, the order.
  useEffect(() => {
    if (categoryId === null) return;
    const uploading = files.filter((item) => item.status === "uploading").length;
    const waiting = files.filter((item) => item.status === "waiting");
    for (const item of waiting.slice(0, Math.max(0, AT_ONCE - uploading))) start(item, categoryId);
    if (uploading === 0 && waiting.length === 0 && added.current.length > 0) {
      void orderByDate(categoryId)
        .catch(() => undefined)
        .then(refresh);
    }
  });

  const add = (dropped: File[]) => {
    const items = dropped.map((file): AlbumFile => {
      const key = nextKey.current++;
      const base = { key, name: file.webkitRelativePath || file.name, file, percent: 0, retryable: false };
      if (!isZip(file) && !file.type.startsWith("image/")) {
        return {
          ...base,
          status: "failed",
          message: t`Diese Datei ist kein Bild (erlaubt: JPEG, PNG, WebP, GIF, AVIF).`,
        };
      }
      if (!isZip(file) && file.size > UPLOAD_LIMITS.photo && !canShrink(file)) {
        return { ...base, status: "failed", message: t`Die Datei ist zu groß: ${limitText("photo")}.` };
      }
      return { ...base, status: "waiting", message: "" };
    });
    setFiles((list) => [...list, ...items]);
  };

  const retry = (key: number) => update(key, { status: "waiting", percent: 0, message: "", retryable: false });

  const cancel = () => {
    setFiles((list) =>
      list.map((item) =>
        item.status === "waiting" ? { ...item, status: "cancelled", message: t`Abgebrochen` } : item,
      ),
    );
    for (const upload of running.current.values()) upload.cancel();
  };

  const clear = () =>
    setFiles((list) => list.filter((item) => item.status === "uploading" || item.status === "waiting"));

  return { files, add, retry, cancel, clear };
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && !["network", "cancelled"].includes(error.message))
    return error.message;
  return fallback;
}
