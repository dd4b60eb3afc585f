import { Trans } from "@lingui/react/macro";
import { List, Text, Title } from "@mantine/core";
import { SidePanel } from "../../components/side-panel.js";

function Check() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#ffc327" />
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#2b1630" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
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
          <Trans>Zwee gratis Ticketen fir eis Eventen</Trans>
        </List.Item>
        <List.Item>
          <Trans>D'Erlabnis, Banneren op eise Fester opzehänken</Trans>
        </List.Item>
      </List>
    </SidePanel>
  );
}
