import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
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

// The AWS SDK is loaded when the bucket is first used, not at start (about 6 MB of modules a
// server on local files never needs).
const loadSdk = () => import("@aws-sdk/client-s3");
const loadPresigner = () => import("@aws-sdk/s3-request-presigner");

const notFound = (error: unknown, sdk: Awaited<ReturnType<typeof loadSdk>>) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket. Uploads from the browser go straight to the bucket through a
 * presigned PUT URL; visitors get files through the server (GET /media/<key>), so the bucket can
 * stay private and image URLs do not change when the storage does.
 */
export function createS3Storage(options: S3Options): Storage {
  const connect = s3Connection(options);
  const Bucket = options.bucket;
  const Key = (key: string) => {
    assertValidKey(key);
    return key;
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async get(key, range) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
          }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
        return { body: answer.Body as Readable, size: total ?? 0 };
      } catch (error) {
        if (notFound(error, sdk)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async presignPut(key, seconds) {
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([connect(), loadPresigner()]);
      return getSignedUrl(client, new sdk.PutObjectCommand({ Bucket, Key: Key(key) }), { expiresIn: seconds });
    },
    async uploadOrigin() {
      // The SDK decides where a bucket's URLs point (virtual-hosted https://<bucket>.s3.<region>.
      // amazonaws.com, the endpoint with the bucket in the path, a bucket whose name has dots...),
      // so the origin is read off a URL presigned exactly as presignPut does. Fixed credentials:
      // the signature does not change the address, and no credential lookup happens at start.
      const [sdk, { getSignedUrl }] = await Promise.all([loadSdk(), loadPresigner()]);
      const client = newClient(sdk, { ...options, accessKeyId: "origin", secretAccessKey: "origin" });
      try {
        const url = await getSignedUrl(client, new sdk.PutObjectCommand({ Bucket, Key: Key("raw-origin") }), {
          expiresIn: 60,
        });
        return new URL(url).origin;
      } finally {
        client.destroy();
      }
    },
    async check(timeoutMs = 5000) {
      const { sdk, client } = await connect();
      // The SDK waits for an answer without limit: a bucket behind a dead route would hold the check.
      await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
  };
}

export interface S3Connection {
  sdk: Awaited<ReturnType<typeof loadSdk>>;
  client: S3Client;
}

/** The SDK and a client for the bucket, both made on the first call (the backups use it too). */
export function s3Connection(options: S3Options): () => Promise<S3Connection> {
  let connecting: Promise<S3Connection> | null = null;
  return () => {
    connecting ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, options) }));
    return connecting;
  };
}

function newClient(sdk: Awaited<ReturnType<typeof loadSdk>>, options: S3Options): S3Client {
  return new sdk.S3Client({
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
}
