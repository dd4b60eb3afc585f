import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Columns } from "../components/columns.js";
import { PageLoader } from "../components/page-loader.js";
import { SponsorBenefits } from "../features/sponsors/sponsor-benefits.js";
import { SponsorCard } from "../features/sponsors/sponsor-card.js";
import { SponsorEnquiryForm } from "../features/sponsors/sponsor-enquiry-form.js";
import classes from "../features/sponsors/sponsors.module.css";
import { useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/sponsors")({
  // Its name in the header's navigation, and its word on the 404 page (components/nav-pages.ts).
  staticData: { nav: { label: msg`Sponsoren`, hint: msg`Déi, déi eis ënnerstëtzen` } },
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.sponsors.list.queryOptions({ lang: context.locale })),
  component: SponsorsPage,
});

function SponsorsPage() {
  const { t } = useLingui();
  useDocumentMeta(t`Sponsoren`, t`Eis Sponsoren a Partner, an wéi Dir de Jugendclub ënnerstëtze kënnt.`);
  const lang = useContentLanguage();
  const sponsors = useQuery(trpc.sponsors.list.queryOptions({ lang }));
  const all = sponsors.data ?? [];
  const main = all.filter((s) => s.type === "main");
  const partners = all.filter((s) => s.type !== "main");
  return (
    <Container size="lg" py={48}>
      <Title order={1}>
        <Trans>Eis Sponsoren</Trans>
      </Title>
      <Text c="#5c4a5e" mt="xs" maw={680}>
        <Trans>
          Ouni eis Sponsoren a Partner wier vill net méiglech. Villmools Merci fir Är Ënnerstëtzung vun der
          Jugendaarbecht am Duerf!
        </Trans>
      </Text>
      {sponsors.isPending ? (
        <PageLoader />
      ) : all.length === 0 ? (
        <Text mt="xl" c="#5c4a5e">
          <Trans>Keng Sponsoren fonnt</Trans>
        </Text>
      ) : (
        <>
          {main.length > 0 && (
            <section aria-labelledby="main-sponsors-title">
              <Title order={2} id="main-sponsors-title" fz="h3" mt="xl" mb="md">
                <Trans>Eis Haaptsponsoren</Trans>
              </Title>
              <ul className={`${classes.grid} ${classes.mainGrid}`} data-count={main.length}>
                {main.map((sponsor, index) => (
                  <li key={sponsor.id}>
                    <SponsorCard sponsor={sponsor} eager={index < 3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {partners.length > 0 && (
            <section aria-labelledby="partners-title">
              <Title order={2} id="partners-title" fz="h3" mt={48} mb="md">
                <Trans>Eis Partner</Trans>
              </Title>
              <ul className={`${classes.grid} ${classes.partnerGrid}`}>
                {partners.map((sponsor, index) => (
                  <li key={sponsor.id}>
                    <SponsorCard sponsor={sponsor} eager={main.length === 0 && index < 2} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <Columns cols={{ base: 1, md: 2 }} spacing="xl" mt={64}>
        <SponsorEnquiryForm />
        <SponsorBenefits />
      </Columns>
    </Container>
  );
}
