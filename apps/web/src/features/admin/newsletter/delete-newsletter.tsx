import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import type { Newsletter } from "./newsletter-rows.js";

/** "Löschen" (asks first): a newsletter being sent stops, its waiting mails are dropped. */
export function DeleteNewsletter({ newsletter, onDeleted }: { newsletter: Newsletter; onDeleted(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await trpcClient.newsletter.delete.mutate({ id: newsletter.id });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: trpc.newsletter.list.queryKey() });
      notify({ color: "green.8", message: t`Newsletter gelöscht` });
      await navigate({ to: "/admin" });
    } catch (error) {
      notify({ color: "red.8", message: serverErrorMessage(error, t`Der Newsletter wurde nicht gelöscht`) });
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" color="#9b1c1c" onClick={() => setAsking(true)}>
        <Trans>Newsletter löschen</Trans>
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t`Newsletter löschen?`}
        confirmLabel={t`Löschen`}
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        {newsletter.status === "sending"
          ? t`Der Versand stoppt: wer ihn noch nicht bekommen hat, bekommt ihn nicht mehr. Der Newsletter wird gelöscht.`
          : newsletter.status === "sent"
            ? t`Der Newsletter verschwindet aus der Liste, auch seine Webversion. Verschickte E-Mails bleiben bei den Empfängern.`
            : t`Der Newsletter wird gelöscht.`}
      </ConfirmDialog>
    </>
  );
}
