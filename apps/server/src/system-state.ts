/** What this process remembers about its background work, for the status page. */
export const systemState: { housekeeping: { at: Date; ok: boolean } | null } = { housekeeping: null };
