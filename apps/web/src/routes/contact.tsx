import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Columns } from "../components/columns.js";
import { PageLoader } from "../components/page-loader.js";
import { ClubAddressCard } from "../features/contact/club-address-card.js";
import classes from "../features/contact/contact.module.css";
import { MembershipForm } from "../features/contact/membership-form.js";
import { TeamMemberCard } from "../features/contact/team-member-card.js";
import { useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/contact")({
  // Its name in the header's navigation, and its word on the 404 page (components/nav-pages.ts).
  staticData: { nav: { label: msg`Kontakt`, hint: msg`Member ginn oder schreiwen` } },
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.committeeMembers.list.queryOptions({ lang: context.locale })),
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  useDocumentMeta(t`Kontakt`, t`Adress, Memberschaft an de Comité vum Jugendclub.`);
  const lang = useContentLanguage();
  const members = useQuery(trpc.committeeMembers.list.queryOptions({ lang }));
  return (
    <Container size="lg" py={48}>
      <Title order={1}>
        <Trans>Kontakt</Trans>
      </Title>
      <Text c="#5c4a5e" mt="xs" maw={640}>
        <Trans>Dir wëllt matmaachen oder hutt eng Fro? Schreift eis, mir äntweren esou séier wéi méiglech.</Trans>
      </Text>
      <Columns cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
        <ClubAddressCard />
        <MembershipForm />
      </Columns>

      <section aria-labelledby="team-title">
        <Title order={2} id="team-title" mt={64}>
          <Trans>Eis Equipe</Trans>
        </Title>
        {members.isPending ? (
          <PageLoader />
        ) : (members.data ?? []).length === 0 ? (
          <Text mt="md" c="#5c4a5e">
            <Trans>Keng Aträg do</Trans>
          </Text>
        ) : (
          <ul className={classes.team}>
            {(members.data ?? []).map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
