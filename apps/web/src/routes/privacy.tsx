import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { PrivacyBody } from "../features/privacy/privacy-body.js";
import { useContentLanguage } from "../lib/content-language.js";
import { formatDateTime } from "../lib/format-date.js";
import { fallbackLang } from "../lib/untranslated.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/privacy")({
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.privacy.get.queryOptions({ lang: context.locale })),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { t } = useLingui();
  useDocumentMeta(t`Dateschutz`, t`Wat de Jugendclub mat Ären Donnéeë mécht, wéi laang mir se halen an Är Rechter.`);
  const lang = useContentLanguage();
  const privacy = useQuery(trpc.privacy.get.queryOptions({ lang }));
  const updatedAt = privacy.data?.updatedAt;
  return (
    <Container size="lg" py={48}>
      <Title order={1}>
        <Trans>Dateschutz</Trans>
      </Title>
      {privacy.isPending ? (
        <PageLoader />
      ) : privacy.data ? (
        <>
          <div {...fallbackLang(privacy.data, "text")}>
            <PrivacyBody text={privacy.data.text} />
          </div>
          {updatedAt && (
            <Text size="sm" c="#5c4a5e" mt="xl">
              <Trans>Lescht Ännerung: {formatDateTime(updatedAt)}</Trans>
            </Text>
          )}
        </>
      ) : (
        <Text mt="md" c="#5c4a5e">
          <Trans>Feeler opgetrueden</Trans>
        </Text>
      )}
    </Container>
  );
}
