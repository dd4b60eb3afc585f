import { useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LOCALE_NAMES, localizedPath, PUBLIC_LOCALES } from "../../../lib/locale.js";
import { eventLanguagePaths } from "../../../lib/page-addresses.js";
import { trpc } from "../../../trpc.js";

/**
 * "Vorschau": the saved event's public page as visitors will see it once it is published, in
 * each of the site's languages, in a new tab (…?preview: the server leaves the page to the
 * browser, whose API calls carry the admin's session and so see a draft; web.ts).
 */
export function PreviewLinks({ id }: { id: number }) {
  const { t } = useLingui();
  const event = useQuery(trpc.events.byId.queryOptions({ id, lang: "all" }));
  if (!event.data) return null;
  const paths = eventLanguagePaths(id, event.data.title, event.data.translations);
  return (
    <Group gap="xs" role="group" aria-labelledby="preview-links-label">
      <Text id="preview-links-label" size="sm" fw={600}>
        {t`Vorschau der gespeicherten Fassung, wie Besucher sie sehen werden:`}
      </Text>
      {PUBLIC_LOCALES.map((locale) => (
        <Button
          key={locale}
          component="a"
          href={`${localizedPath(locale, paths[locale])}?preview`}
          target="_blank"
          rel="noopener"
          variant="default"
          size="xs"
          lang={locale}
        >
          {LOCALE_NAMES[locale]}
        </Button>
      ))}
    </Group>
  );
}
