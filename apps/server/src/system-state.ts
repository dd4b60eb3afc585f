/** What this process remembers about its background work, for the status page. */
export const systemState: {
  housekeeping: { at: Date; ok: boolean } | null;
  /** When the backup scheduler (backups.ts) looks next; null when none runs (tests, the CLI). */
  nextBackupCheck: Date | null;
} = { housekeeping: null, nextBackupCheck: null };
