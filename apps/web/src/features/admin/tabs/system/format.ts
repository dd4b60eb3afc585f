import { formatDateTime } from "../../../../lib/format-date.js";

/** Bytes as the status page shows them: MB below a gigabyte, GB above (German decimal comma). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "–";
  const gb = 1024 ** 3;
  if (bytes >= gb) return `${(bytes / gb).toFixed(1).replace(".", ",")} GB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1).replace(".", ",") : Math.round(mb)} MB`;
}

/** A moment as the rest of the panel writes it ("25. November 2026 um 03:00", Luxembourg's time). */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return "–";
  return formatDateTime(iso);
}
