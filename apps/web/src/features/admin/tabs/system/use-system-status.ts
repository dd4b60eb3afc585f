import type { SystemStatus } from "@jugendclub/api/system-status";
import { useQuery } from "@tanstack/react-query";

export const STATUS_URL = "/api/admin/status";
export const BACKUP_URL = "/api/admin/backup";

/** The status page's figures, read again every minute while the tab is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ["admin", "system-status"],
    queryFn: async (): Promise<SystemStatus> => {
      const res = await fetch(STATUS_URL, { credentials: "same-origin", headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return (await res.json()) as SystemStatus;
    },
    refetchInterval: 60_000,
  });
}
