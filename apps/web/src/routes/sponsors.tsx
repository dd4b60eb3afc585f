import { Trans, useLingui } from "@lingui/react/macro";
import { Container, List, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { SponsorCard } from "../features/sponsors/sponsor-card.js";
import { SponsorEnquiryForm } from "../features/sponsors/sponsor-enquiry-form.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/sponsors")({
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.sponsors.list.queryOptions()),
  component: SponsorsPage,
});

function SponsorsPage() {
  const { t } = useLingui();
  useDocumentMeta(t`Sponsoren`, t`Eis Sponsoren a Partner, an wéi Dir de Jugendclub ënnerstëtze kënnt.`);
  const sponsors = useQuery(trpc.sponsors.list.queryOptions());
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
              <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
                {main.map((sponsor, index) => (
                  <SponsorCard key={sponsor.id} sponsor={sponsor} eager={index < 3} />
                ))}
              </SimpleGrid>
            </section>
          )}
          {partners.length > 0 && (
            <section aria-labelledby="partners-title">
              <Title order={2} id="partners-title" fz="h3" mt={48} mb="md">
                <Trans>Eis Partner</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                {partners.map((sponsor, index) => (
                  <SponsorCard key={sponsor.id} sponsor={sponsor} eager={main.length === 0 && index < 2} />
                ))}
              </SimpleGrid>
            </section>
          )}
        </>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={64}>
        <SponsorEnquiryForm />
        <Paper
          p={{ base: 20, md: 32 }}
          radius="lg"
          bg="#2b1630"
          c="#fff"
          component="aside"
          aria-labelledby="benefits-title"
        >
          <Title order={2} id="benefits-title" fz="h3" c="#fff">
            <Trans>Firwat Sponsor ginn?</Trans>
          </Title>
          <Text mt="sm" c="#f3e6ea">
            <Trans>Als Sponsor ënnerstëtzt Dir d'Jugend am Duerf a kritt derfir:</Trans>
          </Text>
          <List mt="md" spacing="sm" c="#fff">
            <List.Item>
              <Trans>Äre Logo op eise Flyeren, Plakater an op de soziale Medien</Trans>
            </List.Item>
            <List.Item>
              <Trans>Zwee gratis Ticketen fir eis Eventer</Trans>
            </List.Item>
            <List.Item>
              <Trans>D'Erlabnis, Banneren op eise Fester opzehänken</Trans>
            </List.Item>
          </List>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
