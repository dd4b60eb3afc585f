import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Card, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { ResponsiveImage } from "../components/responsive-image.js";
import classes from "../features/contact/contact.module.css";
import { MembershipForm } from "../features/contact/membership-form.js";
import { club } from "../lib/club.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/contact")({
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.committeeMembers.list.queryOptions()),
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  useDocumentMeta(t`Kontakt`, t`Adress, Memberschaft an de Comité vum Jugendclub.`);
  const members = useQuery(trpc.committeeMembers.list.queryOptions());
  return (
    <Container size="lg" py={48}>
      <Title order={1}>
        <Trans>Kontakt</Trans>
      </Title>
      <Text c="#5c4a5e" mt="xs" maw={640}>
        <Trans>Dir wëllt matmaachen oder hutt eng Fro? Schreift eis, mir äntweren esou séier wéi méiglech.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
        <Paper
          p={{ base: 20, md: 32 }}
          radius="lg"
          bg="#2b1630"
          c="#fff"
          component="section"
          aria-labelledby="address-title"
        >
          <Title order={2} id="address-title" fz="h3" c="#fff">
            {club.name}
          </Title>
          <Text component="address" mt="md" c="#f3e6ea" style={{ fontStyle: "normal" }}>
            {club.addressLines.map((line) => (
              <span key={line} style={{ display: "block" }}>
                {line}
              </span>
            ))}
          </Text>
          <Stack gap={4} mt="md">
            <Anchor href={`mailto:${club.email}`} c="#ffe08a" fw={600}>
              {club.email}
            </Anchor>
            {club.phone && (
              <Anchor href={`tel:${club.phone.replace(/\s/g, "")}`} c="#ffe08a" fw={600}>
                {club.phone}
              </Anchor>
            )}
          </Stack>
        </Paper>
        <MembershipForm />
      </SimpleGrid>

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
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg" mt="lg">
            {(members.data ?? []).map((member) => (
              <Card key={member.id} component="article" radius="lg" withBorder padding="md" className={classes.member}>
                <ResponsiveImage
                  className={classes.photo}
                  src={member.photo}
                  variants={member.photoVariants}
                  alt={t`Foto vun ${member.name}`}
                  sizes="160px"
                  fallback="/placeholders/person.svg"
                  width={320}
                  height={320}
                />
                <Title order={3} fz="md" mt="sm">
                  {member.name}
                </Title>
                <Text c="#8a2444" fw={600} fz="sm">
                  {member.role}
                </Text>
                {member.email && (
                  <Anchor href={`mailto:${member.email}`} fz="sm" className={classes.contact}>
                    {member.email}
                  </Anchor>
                )}
                {member.phone && (
                  <Anchor href={`tel:${member.phone.replace(/\s/g, "")}`} fz="sm" className={classes.contact}>
                    {member.phone}
                  </Anchor>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Container>
  );
}
