import { Trans } from "@lingui/react/macro";
import { List, Text, ThemeIcon, Title } from "@mantine/core";
import { SidePanel } from "../../components/side-panel.js";

function Check() {
  return (
    <ThemeIcon color="amber.4" c="#2b1630" size={24} radius="xl" aria-hidden="true">
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ThemeIcon>
  );
}

/** 'Why become a sponsor?': the spec's intro and its three benefits, beside the enquiry form. */
export function SponsorBenefits() {
  return (
    <SidePanel as="aside" labelledBy="benefits-title">
      <Title order={2} id="benefits-title" fz="h3" c="#fff">
        <Trans>Firwat Sponsor ginn?</Trans>
      </Title>
      <Text mt="sm" c="#f3e6ea">
        <Trans>Als Sponsor ënnerstëtzt Dir d'Jugend am Duerf a kritt derfir:</Trans>
      </Text>
      <List mt="lg" spacing="md" c="#fff" icon={<Check />} center>
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
    </SidePanel>
  );
}
