import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { serverFieldErrors } from "../../forms/server-errors.js";

/**
 * Saving a create or edit form: on success every list is refreshed, the toast shows and the
 * admin is back on /admin; on failure the server's messages show at their fields and in a toast.
 */
export function useSave(mode: "create" | "edit", successText: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (run: () => Promise<unknown>) => {
    setSaving(true);
    setErrors({});
    try {
      await run();
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: successText });
      await navigate({ to: "/admin" });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const first = Object.values(fields)[0];
      const fallback = mode === "create" ? t`Fehler beim Erstellen` : t`Fehler beim Aktualisieren`;
      const message = first ?? (error instanceof TRPCClientError && error.data ? error.message : fallback);
      notify({ color: "red.8", title: fallback, message });
    } finally {
      setSaving(false);
    }
  };
  return { saving, errors, save };
}
