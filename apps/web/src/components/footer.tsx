import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Container, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { club } from "../lib/club.js";
import { localizedPath } from "../lib/locale.js";
import { usePageLocale } from "../lib/use-page-locale.js";
import classes from "./footer.module.css";
import { Logo } from "./logo.js";

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const locale = usePageLocale();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <Group gap="sm">
          <Logo size={32} />
          <Text c="#f3e6ea">
            © {year} {club.name}. <Trans>All Rechter reservéiert.</Trans>
          </Text>
        </Group>
        <Group gap="md">
          <Anchor component={Link} to="/privacy" className={classes.social}>
            <Trans>Dateschutz</Trans>
          </Anchor>
          {/* The newsletter's pages are the host's, plain HTML (apps/server/src/routes/newsletter-pages.ts). */}
          <Anchor href={localizedPath(locale, "/newsletter")} className={classes.social}>
            <Trans>Newsletter</Trans>
          </Anchor>
          <Anchor href={club.instagram} target="_blank" rel="noopener noreferrer" className={classes.social}>
            Instagram<span className="visually-hidden">{t` (nei Fënster)`}</span>
          </Anchor>
          <Anchor href={club.facebook} target="_blank" rel="noopener noreferrer" className={classes.social}>
            Facebook<span className="visually-hidden">{t` (nei Fënster)`}</span>
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
