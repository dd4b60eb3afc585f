import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import { useIsland } from "../../lib/use-island.js";
import type { Sponsor } from "../types.js";
import classes from "./sponsor-banner.module.css";

export const BANNER_INTERVAL_MS = 3000;

/**
 * One sponsor at a time: every sponsor's slide is in the page, the first shown; the rotation
 * (every 3 s, paused on hover and focus, still under reduced motion) and the dots are the
 * sponsor-banner island's (islands/sponsor-banner.ts).
 */
export function SponsorBanner({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useLingui();
  const banner = useRef<HTMLDivElement>(null);
  useIsland(banner, "sponsor-banner");
  if (sponsors.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="banner-title">
      <Container size="lg">
        <Paper
          ref={banner}
          className={classes.banner}
          shadow="sm"
          radius="lg"
          data-island="sponsor-banner"
          data-interval={BANNER_INTERVAL_MS}
        >
          <Text id="banner-title" className={classes.kicker}>
            <Trans>Merci un eis Sponsoren</Trans>
          </Text>
          <div aria-live="polite">
            {sponsors.map((sponsor, index) => (
              <Link key={sponsor.id} to="/sponsors" className={classes.slide} hidden={index !== 0} data-slide>
                <ResponsiveImage
                  className={classes.logo}
                  src={sponsor.logo}
                  variants={sponsor.logoVariants}
                  alt={t`Logo vun ${sponsor.name}`}
                  sizes="160px"
                  fallback="/placeholders/logo.svg"
                  width={160}
                  height={107}
                />
                <span>
                  <Text component="span" display="block" fw={800} fz="lg" c="#2b1630">
                    {sponsor.name}
                  </Text>
                  <Text
                    component="span"
                    display="block"
                    c="#5c4a5e"
                    lineClamp={2}
                    {...fallbackLang(sponsor, "description")}
                  >
                    {sponsor.description}
                  </Text>
                </span>
              </Link>
            ))}
          </div>
          {sponsors.length > 1 && (
            <Group gap={8} justify="center" mt="sm" role="group" aria-label={t`Sponsor auswielen`}>
              {sponsors.map((sponsor, index) => (
                <UnstyledButton
                  key={sponsor.id}
                  className={classes.dot}
                  data-dot
                  data-active={index === 0 || undefined}
                  aria-label={t`Sponsor ${index + 1}: ${sponsor.name}`}
                  aria-pressed={index === 0}
                />
              ))}
            </Group>
          )}
        </Paper>
      </Container>
    </section>
  );
}
