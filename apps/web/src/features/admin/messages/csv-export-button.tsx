import { luxembourgToday } from "@jugendclub/api/consent";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpcClient } from "../../../trpc.js";
import { applicationsCsv, applicationsFileName } from "./applications-csv.js";
import { downloadFile } from "./download-file.js";

/** Every membership application (spam aside) as a CSV file, made in the browser. */
export function CsvExportButton() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await trpcClient.contactSubmissions.list.query({ type: "membership" });
      downloadFile(applicationsFileName(luxembourgToday()), applicationsCsv(rows, formatDateTime), "text/csv");
    } catch {
      notify({ color: "red.8", message: t`Der Export ist fehlgeschlagen` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      <Trans>Mitgliedsanträge als CSV</Trans>
    </Button>
  );
}
