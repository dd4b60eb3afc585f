import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import { useRotation } from "../../lib/use-rotation.js";
import type { Sponsor } from "../types.js";
import classes from "./sponsor-banner.module.css";

export const BANNER_INTERVAL_MS = 3000;

/** One sponsor at a time; advances every 3 s, pauses on hover and focus, still under reduced motion. */
export function SponsorBanner({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const rotation = useRotation(sponsors.length, BANNER_INTERVAL_MS, !reducedMotion);
  const current = sponsors[rotation.index];
  if (!current) return null;
  return (
    <section className={classes.section} aria-labelledby="banner-title">
      <Container size="lg">
        <Paper
          className={classes.banner}
          shadow="sm"
          radius="lg"
          onMouseEnter={rotation.pause}
          onMouseLeave={rotation.resume}
          onFocus={rotation.pause}
          onBlur={rotation.resume}
        >
          <Text id="banner-title" className={classes.kicker}>
            <Trans>Merci un eis Sponsoren</Trans>
          </Text>
          <Link to="/sponsors" className={classes.slide} aria-live="polite">
            <ResponsiveImage
              className={classes.logo}
              src={current.logo}
              variants={current.logoVariants}
              alt={t`Logo vun ${current.name}`}
              sizes="160px"
              fallback="/placeholders/logo.svg"
              width={160}
              height={107}
            />
            <span>
              <Text component="span" display="block" fw={800} fz="lg" c="#2b1630">
                {current.name}
              </Text>
              <Text
                component="span"
                display="block"
                c="#5c4a5e"
                lineClamp={2}
                {...fallbackLang(current, "description")}
              >
                {current.description}
              </Text>
            </span>
          </Link>
          {sponsors.length > 1 && (
            <Group gap={8} justify="center" mt="sm" role="group" aria-label={t`Sponsor auswielen`}>
              {sponsors.map((sponsor, index) => (
                <UnstyledButton
                  key={sponsor.id}
                  className={classes.dot}
                  data-active={index === rotation.index || undefined}
                  aria-label={t`Sponsor ${index + 1}: ${sponsor.name}`}
                  aria-pressed={index === rotation.index}
                  onClick={() => rotation.goTo(index)}
                />
              ))}
            </Group>
          )}
        </Paper>
      </Container>
    </section>
  );
}
