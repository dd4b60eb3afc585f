import type { Readable } from "node:stream";

/** Where stored files live: local disk (default) or S3-compatible object storage. */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Null when there is no such file. With a range, body holds those bytes (end inclusive) and
   * size is still the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL the browser can PUT a file's bytes to directly, valid for `seconds` (S3 only: the
   * local driver receives uploads through the server).
   */
  presignPut?(key: string, seconds: number): Promise<string>;
  /**
   * The origin (scheme, host, port) of the URLs presignPut makes: the browser sends the bytes
   * there, so the page's Content-Security-Policy must allow connecting to it (S3 only).
   */
  uploadOrigin?(): Promise<string>;
  /**
   * Resolves when the files can be reached (the folder is writable, the bucket answers within
   * `timeoutMs`, 5 s by default); else throws why.
   */
  check(timeoutMs?: number): Promise<void>;
}

export interface ByteRange {
  start: number;
  /** Inclusive; absent means to the end. */
  end?: number | undefined;
}

// Keys are names we generate: lowercase letters, digits, dots and dashes, no slashes. Anything
// else (../, encoded or absolute paths) is refused before it reaches a driver.
const KEY = /^[a-z0-9][a-z0-9-]{0,100}(\.[a-z0-9]{1,5})?$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
