import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { notify } from "../../../../lib/notify.js";
import { serverErrorMessage, serverFieldErrors } from "../../../forms/server-errors.js";

/** Runs an admin action with its toasts; answers the field errors (null on success). */
export function useAction() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (action: () => Promise<unknown>, success: string): Promise<Record<string, string> | null> => {
    try {
      await action();
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: success });
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      const message = serverErrorMessage(error, t`Feeler opgetrueden`);
      notify({ color: "red.8", message });
      return Object.keys(fields).length > 0 ? fields : { _: message };
    }
  };
}
