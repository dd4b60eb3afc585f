import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Text, Title } from "@mantine/core";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import type { Sponsor } from "../types.js";
import classes from "./sponsors.module.css";

/**
 * A sponsor: the logo on its own tile, then its name as the card's heading (said once), what it
 * does, its address and a link to its website. Main sponsors lie wide on large screens; partners
 * are compact on phones (logo beside the text).
 * `eager`: the card is in the first screen, so its logo loads at once.
 */
export function SponsorCard({ sponsor, eager = false }: { sponsor: Sponsor; eager?: boolean }) {
  const { t } = useLingui();
  const main = sponsor.type === "main";
  return (
    <article className={classes.card} data-main={main || undefined}>
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
      <div className={classes.body}>
        <Badge color={main ? "wine.7" : "gray.7"} variant="filled">
          {main ? t`Haaptsponsor` : t`Partner`}
        </Badge>
        <Title order={3} mt={8} fz={main ? "h3" : "h4"} className={classes.name}>
          {sponsor.name}
        </Title>
        {sponsor.description && (
          <Text c="#5c4a5e" mt={6} className={classes.description} {...fallbackLang(sponsor, "description")}>
            {sponsor.description}
          </Text>
        )}
        {sponsor.address && (
          <Text c="#5c4a5e" mt="sm" fz="sm" className={classes.address}>
            {sponsor.address}
          </Text>
        )}
        {sponsor.website && (
          <div className={classes.actions}>
            <Button
              component="a"
              href={sponsor.website}
              target="_blank"
              rel="noopener noreferrer"
              variant={main ? "filled" : "outline"}
              color="wine.7"
              size={main ? "sm" : "xs"}
            >
              <Trans>Websäit besichen</Trans>
              <span className={classes.hidden}>
                {" "}
                {sponsor.name} {t`(nei Fënster)`}
              </span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
