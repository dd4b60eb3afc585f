import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc } from "../trpc.js";
import styles from "./preview-banner.module.css";

/** Whether the address asks for a preview (the admin panel's "Vorschau" links add ?preview). */
const asksForPreview = () => new URLSearchParams(window.location.search).has("preview");

/**
 * A public page opened from the admin panel's preview (…?preview, which the server renders in the
 * browser with the admin's session, drafts and scheduled items included) says so, for a signed-in
 * admin only: visitors never see the banner, nor the drafts.
 */
export function PreviewBanner() {
  const { t } = useLingui();
  // Read after the first render: the server's HTML never has it, so hydration stays exact.
  const [preview, setPreview] = useState(false);
  useEffect(() => setPreview(asksForPreview()), []);
  const me = useQuery({ ...trpc.auth.me.queryOptions(), enabled: preview });
  if (!preview || !me.data?.user) return null;
  return (
    <p className={styles.banner} role="status" data-preview-banner>
      {t`Virschau: Entwërf a geplangten Inhalt sinn hei ze gesinn. Besucher gesinn se eréischt, wa se publizéiert sinn.`}
    </p>
  );
}
