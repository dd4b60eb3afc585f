/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface S3Server {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The S3_* variables that point a server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface S3ServerOptions {
  /**
   * Browsers at this origin may PUT to the bucket (its CORS rule): the admin's uploads go
   * straight from the page to the bucket, as with a real provider configured per the README.
   */
  corsOrigin?: string;
}

/** The bucket's CORS rule in S3's XML: PUT with a content type from one origin, as the README asks operators to set. */
function corsRule(origin: string): string {
  const escaped = origin.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return (
    "<CORSConfiguration><CORSRule>" +
    `<AllowedOrigin>${escaped}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>` +
    "<AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>" +
    "</CORSRule></CORSConfiguration>"
  );
}

/** A real S3-protocol server (s3rver) on loopback with one empty bucket, its files in a temporary folder. */
export async function startS3(bucket: string, options: S3ServerOptions = {}): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), "jc-s3-"));
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: options.corsOrigin ? [corsRule(options.corsOrigin)] : [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
