// What the admin panel's system tab shows (GET /api/admin/status). Zod-free: the web takes the
// type as @jugendclub/api/system-status.

export interface SystemStatus {
  version: string;
  nodeVersion: string;
  uptimeSeconds: number;
  database: { kind: "pglite" | "postgres"; bytes: number | null };
  /** Stored images: originals and variants, as the database records them. */
  files: { count: number; bytes: number; storage: "local" | "s3" };
  /** The disk DATA_DIR is on. */
  disk: { freeBytes: number; totalBytes: number } | null;
  memory: { rssBytes: number; heapUsedBytes: number };
  backups: {
    /** Where the automatic backups go: DATA_DIR/backups, or the S3 bucket's backups/ folder. */
    place?: "local" | "s3";
    intervalHours: number;
    keep: number;
    count: number;
    last: { at: string; bytes: number; name: string } | null;
    next: string | null;
    failure: { at: string; message: string } | null;
  };
  housekeeping: { at: string; ok: boolean } | null;
  messages: { waiting: number; mailPending: number; mailFailed: number };
  /**
   * Mails to addresses that are not the committee's (confirmations): the hourly cap
   * (PUBLIC_MAIL_HOURLY_LIMIT), and when it was last reached, with the mails skipped since.
   */
  publicMail: {
    hourlyLimit: number;
    capReached: { since: string; last: string; skipped: number; limit: number } | null;
  };
  /** Plain German sentences for the volunteer; empty when all is well. */
  warnings: string[];
}
