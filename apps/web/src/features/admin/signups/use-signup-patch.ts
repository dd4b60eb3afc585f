import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";

type Patch = Parameters<typeof trpcClient.signups.update.mutate>[0];

/** Changes one sign-up (checked in, another shift, cancelled) and refreshes the event's list. */
export function useSignupPatch() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const patch = async (input: Patch, done?: string) => {
    setBusy(Number(input.id));
    try {
      await trpcClient.signups.update.mutate(input);
      if (done) notify({ color: "green.8", message: done });
      return true;
    } catch (error) {
      notify({ color: "red.8", message: serverErrorMessage(error, t`Die Änderung wurde nicht gespeichert`) });
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: trpc.signups.pathKey() });
    }
  };
  return { patch, busy };
}
