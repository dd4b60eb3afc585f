import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from "../errors.js";
import { SERVER_KEYS, serverKey, sign, verifySignature } from "../services/secrets.js";
import { limitText, UPLOAD_LIMITS, UPLOAD_PURPOSES, UPLOAD_URL_MINUTES, type UploadPurpose } from "../upload-rules.js";
import { DamagedImageError, imageProblem } from "./image-pipeline.js";
import type { MediaService, StoredImage } from "./media-service.js";
import type { Storage } from "./storage.js";

export { UPLOAD_LIMITS, UPLOAD_PURPOSES, UPLOAD_URL_MINUTES, type UploadPurpose } from "../upload-rules.js";

const USED = "Dieser Upload-Link wurde schon benutzt.";
const EXPIRED = "Dieser Upload-Link ist abgelaufen. Bitte erneut hochladen.";
const NOTHING = "Zu diesem Pfad wurde nichts hochgeladen.";

export function tooLarge(purpose: UploadPurpose): PayloadTooLargeError {
  return new PayloadTooLargeError(`Die Datei ist zu groß: ${limitText(purpose)}.`);
}

const SIGNING_KEY = SERVER_KEYS.uploadSigning;

/**
 * A signed, single-use URL, valid for 15 minutes, to PUT one image's bytes to. On local storage it
 * points at this server (the host's upload route, `uploadUrl` + ticket id); on S3 it is a presigned URL of the bucket,
 * and the bytes never pass through the server until completion.
 */
export async function createUploadUrl(
  prisma: PrismaClient,
  storage: Storage,
  options: { userId: number; purpose: UploadPurpose; uploadUrl: string },
): Promise<{ url: string; expiresAt: string; maxBytes: number }> {
  const id = randomBytes(24).toString("hex");
  const expiresAt = new Date(Date.now() + UPLOAD_URL_MINUTES * 60_000);
  const maxBytes = UPLOAD_LIMITS[options.purpose];
  const common = { id, userId: options.userId, purpose: options.purpose, maxBytes, expiresAt };
  if (storage.presignPut) {
    // The raw key is known from the start, so the sweep removes what was PUT but never completed.
    const rawKey = `${RAW_PREFIX}${id}`;
    await prisma.uploadTicket.create({ data: { ...common, rawKey } });
    const url = await storage.presignPut(rawKey, UPLOAD_URL_MINUTES * 60);
    return { url, expiresAt: expiresAt.toISOString(), maxBytes };
  }
  await prisma.uploadTicket.create({ data: common });
  const expires = expiresAt.getTime();
  const signature = sign(await serverKey(prisma, SIGNING_KEY), `${id}.${expires}`);
  return {
    url: `${options.uploadUrl}${id}?expires=${expires}&signature=${signature}`,
    expiresAt: expiresAt.toISOString(),
    maxBytes,
  };
}

/** Raw uploads are stored as raw-<ticket id> until completion. */
const RAW_PREFIX = "raw-";

const TICKET_ID = /^[a-f0-9]{48}$/;

/**
 * Whether an upload URL is one this server signed and it has not expired; a ForbiddenError with
 * its message when not. Needs no body: the host checks it before the bytes arrive, too.
 */
export async function checkUploadLink(
  prisma: PrismaClient,
  link: { id: string; expires: string | undefined; signature: string | undefined },
): Promise<void> {
  const expires = Number(link.expires);
  if (!TICKET_ID.test(link.id) || !Number.isFinite(expires) || !link.signature) {
    throw new ForbiddenError("Dieser Upload-Link ist ungültig.");
  }
  if (!verifySignature(await serverKey(prisma, SIGNING_KEY), `${link.id}.${expires}`, link.signature)) {
    throw new ForbiddenError("Dieser Upload-Link ist ungültig.");
  }
  if (expires <= Date.now()) throw new ForbiddenError(EXPIRED);
}

/**
 * Takes the bytes PUT to an upload URL: checks the signature, the expiry and that the URL was not
 * used, then the size and that the bytes are an image. Keeps the raw bytes until completion.
 */
export async function receiveUpload(
  prisma: PrismaClient,
  media: MediaService,
  request: {
    id: string;
    expires: string | undefined;
    signature: string | undefined;
    body: Buffer;
    /** The host stopped keeping the bytes past the largest limit: too large, whatever the URL's purpose. */
    truncated?: boolean;
  },
): Promise<{ ticketId: string }> {
  await checkUploadLink(prisma, request);
  const ticket = await prisma.uploadTicket.findUnique({ where: { id: request.id } });
  if (!ticket || ticket.expiresAt <= new Date()) throw new ForbiddenError(EXPIRED);
  if (ticket.usedAt) throw new ForbiddenError(USED);
  // A refused file does not use up the URL: the admin may retry with the right one until it expires.
  if (request.truncated) throw tooLarge(ticket.purpose as UploadPurpose);
  await assertImage(request.body, ticket.purpose as UploadPurpose, ticket.maxBytes);
  // Claim the ticket atomically: of two PUTs to the same URL, one finds it used.
  const claimed = await prisma.uploadTicket.updateMany({
    where: { id: request.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count === 0) throw new ForbiddenError(USED);
  const rawKey = `${RAW_PREFIX}${request.id}`;
  await media.storage.put(rawKey, request.body, "application/octet-stream");
  await prisma.uploadTicket.update({ where: { id: request.id }, data: { rawKey } });
  return { ticketId: request.id };
}

/**
 * Processes an uploaded image (the uploads.complete procedure) and returns its public path.
 * rawPath is what the PUT answered, or the upload URL itself: a path segment of it is the ticket
 * id (or raw-<id>, the bucket's key).
 */
export async function completeUpload(prisma: PrismaClient, media: MediaService, rawPath: string): Promise<StoredImage> {
  const id = /(?:\/|raw-)([a-f0-9]{48})(?:[?#]|$)/.exec(rawPath)?.[1];
  if (!id) throw new InvalidInputError("rawPath", "Bitte den Pfad des hochgeladenen Bildes angeben.");
  const ticket = await prisma.uploadTicket.findUnique({ where: { id } });
  if (!ticket?.rawKey) throw new NotFoundError(NOTHING);
  const purpose = ticket.purpose as UploadPurpose;
  // Straight to the bucket: the ticket is claimed here, and kept after completion so the sweep
  // also removes anything PUT again to the same URL before it expires.
  const direct = !!media.storage.presignPut;
  if (direct) {
    const claimed = await prisma.uploadTicket.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count === 0) throw new ForbiddenError(USED);
  }
  const raw = await media.storage.get(ticket.rawKey);
  if (!raw) {
    // Nothing arrived (yet): the same URL may still be used.
    if (direct) await prisma.uploadTicket.update({ where: { id }, data: { usedAt: null } });
    throw new NotFoundError(NOTHING);
  }
  try {
    if (raw.size > ticket.maxBytes) {
      raw.body.destroy();
      throw tooLarge(purpose);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of raw.body) chunks.push(chunk as Buffer);
    return await storeUpload(media, Buffer.concat(chunks), purpose);
  } catch (error) {
    // A refused file does not use up the bucket's URL either: the admin may PUT the right one.
    if (direct && (error instanceof PayloadTooLargeError || error instanceof UnsupportedMediaTypeError)) {
      await prisma.uploadTicket.update({ where: { id }, data: { usedAt: null } });
    }
    throw error;
  } finally {
    await media.storage.delete(ticket.rawKey);
    if (!direct) await prisma.uploadTicket.delete({ where: { id } }).catch(() => undefined);
  }
}

/** Checks size and type, then processes and stores: the one-step (multipart) upload and completion. */
/** What an upload answers: the image's public path, its size and its variants. */
export function uploadedImage(image: StoredImage) {
  return {
    path: image.path,
    width: image.width,
    height: image.height,
    variants: image.variants.map((v) => ({ width: v.width, height: v.height, url: v.path })),
  };
}

/** The purpose named by a request, or a 400 naming the ones there are. */
export function purposeOf(value: unknown): UploadPurpose {
  if (value === undefined || value === "") return "photo";
  if (typeof value === "string" && (UPLOAD_PURPOSES as string[]).includes(value)) return value as UploadPurpose;
  throw new InvalidInputError(
    "purpose",
    `Unbekannter Zweck ${JSON.stringify(String(value)).slice(0, 60)}: erlaubt sind ${UPLOAD_PURPOSES.join(", ")}`,
  );
}

export async function storeUpload(media: MediaService, data: Buffer, purpose: UploadPurpose): Promise<StoredImage> {
  await assertImage(data, purpose);
  return media.storeImage(data);
}

/** Refuses bytes over the purpose's limit (or a ticket's own) and bytes that are not an image. */
async function assertImage(data: Buffer, purpose: UploadPurpose, maxBytes = UPLOAD_LIMITS[purpose]): Promise<void> {
  if (data.length > maxBytes) throw tooLarge(purpose);
  const problem = await imageProblem(data);
  if (problem === "damaged") throw new DamagedImageError();
  if (problem) throw new UnsupportedMediaTypeError("Diese Datei ist kein Bild (erlaubt: JPEG, PNG, WebP, GIF, AVIF).");
}
