import { useLingui } from "@lingui/react/macro";
import { SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { NewsletterList } from "./newsletter-list.js";
import { NewsletterSettingsSection } from "./settings-section.js";
import { SubscribersSection } from "./subscribers-section.js";

type View = "newsletters" | "subscribers" | "settings";
const VIEW_KEY = "jc-admin-newsletter-view";

/** The panel's newsletter tab: the newsletters, the subscribers, the settings. */
export function NewsletterTab() {
  const { t } = useLingui();
  const [view, setView] = useState<View>(() => {
    const saved = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(VIEW_KEY);
    return saved === "subscribers" || saved === "settings" ? saved : "newsletters";
  });
  const choose = (value: string) => {
    setView(value as View);
    sessionStorage.setItem(VIEW_KEY, value);
  };
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={view}
        onChange={choose}
        aria-label={t`Newsletter-Bereich`}
        data={[
          { value: "newsletters", label: t`Newsletter` },
          { value: "subscribers", label: t`Abonnenten` },
          { value: "settings", label: t`Einstellungen` },
        ]}
        // Three parts side by side on a phone too: a little less room around each word.
        styles={{ label: { paddingInline: 10 } }}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      {view === "newsletters" ? (
        <NewsletterList />
      ) : view === "subscribers" ? (
        <SubscribersSection />
      ) : (
        <NewsletterSettingsSection />
      )}
    </Stack>
  );
}
