import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../trpc.js";

/** Refreshes what a message change touches: the lists, the counts (the tab's badge) and the mail status. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.contactSubmissions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.mail.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.privacy.retention.queryKey() }),
    ]);
}
