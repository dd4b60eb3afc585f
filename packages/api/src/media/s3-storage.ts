import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertValidKey, type Storage } from "./storage.js";

export interface S3Options {
  bucket: string;
  region: string;
  /** For MinIO, Cloudflare R2 and other S3-compatible services; absent means AWS S3. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; MinIO wants it. */
  forcePathStyle?: boolean;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket. Uploads from the browser go straight to the bucket through a
 * presigned PUT URL; visitors get files through the server (GET /media/<key>), so the bucket can
 * stay private and image URLs do not change when the storage does.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible services do not all know the newer
    // ones, and a presigned URL must not carry a checksum of a body it has not seen.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const Key = (key: string) => {
    assertValidKey(key);
    return key;
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
          }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
        return { body: answer.Body as Readable, size: total ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async presignPut(key, seconds) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: Key(key) }), { expiresIn: seconds });
    },
  };
}
