import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Text, Title } from "@mantine/core";
import { ResponsiveImage } from "../../components/responsive-image.js";
import type { Sponsor } from "../types.js";
import classes from "./sponsors.module.css";

/** `eager`: the card is in the first screen, so its logo loads at once. */
export function SponsorCard({ sponsor, eager = false }: { sponsor: Sponsor; eager?: boolean }) {
  const { t } = useLingui();
  const main = sponsor.type === "main";
  return (
    <Card
      component="article"
      radius="lg"
      withBorder
      padding="lg"
      className={classes.card}
      data-main={main || undefined}
    >
      <div className={classes.logoBox}>
        <ResponsiveImage
          className={classes.logo}
          src={sponsor.logo}
          variants={sponsor.logoVariants}
          alt={t`Logo vun ${sponsor.name}`}
          sizes={main ? "360px" : "240px"}
          fallback="/placeholders/logo.svg"
          width={600}
          height={400}
          eager={eager}
        />
      </div>
      <Badge mt="md" color={main ? "wine.7" : "gray.7"} variant="filled">
        {main ? "Hauptsponsor" : "Partner"}
      </Badge>
      <Title order={3} mt="xs" fz={main ? "h3" : "h4"}>
        {sponsor.name}
      </Title>
      {sponsor.description && (
        <Text c="#5c4a5e" mt={4}>
          {sponsor.description}
        </Text>
      )}
      {sponsor.address && (
        <Text c="#5c4a5e" mt="xs" fz="sm" style={{ whiteSpace: "pre-line" }}>
          {sponsor.address}
        </Text>
      )}
      {sponsor.website && (
        <Button
          component="a"
          href={sponsor.website}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          color="wine.7"
          mt="auto"
        >
          <Trans>Websäit besichen</Trans>
          <span className={classes.hidden}>
            {" "}
            {sponsor.name} {t`(nei Fënster)`}
          </span>
        </Button>
      )}
    </Card>
  );
}
