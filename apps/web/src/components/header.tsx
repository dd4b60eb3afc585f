import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Container, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { closeLikeAMenu } from "../islands/menu.js";
import { club } from "../lib/club.js";
import classes from "./header.module.css";
import { LanguageLinks, LanguageMenu } from "./language-switcher.js";
import { Logo } from "./logo.js";
import { useNavPages } from "./nav-pages.js";
import { useSignedIn } from "./use-signed-in.js";

/** The admin area has one address: from a page in another language it is a plain link to it. */
function AdminAnchor(props: Omit<ComponentProps<"a">, "href">) {
  const atRoot = useRouter().basepath === "/";
  return atRoot ? <Link {...props} to="/admin" /> : <a {...props} href="/admin" />;
}

export function Header() {
  const { t } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  // Follows the disclosure (it opens without scripts, also before hydration), for the button's name.
  const [open, setOpen] = useState(false);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  // A tap before hydration has already opened it; on Escape or a click elsewhere it closes, as a
  // menu does (the menu island's rule, islands/menu.ts, which a page without the app runs).
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    setOpen(details.open);
    return closeLikeAMenu(details);
  }, []);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { user, signOut, signingOut } = useSignedIn();
  const links = useNavPages();
  const isCurrent = (to: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to));
  const inAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  const adminLink = { component: AdminAnchor };

  const navLinks = links.map((link) => (
    <Link
      key={link.to}
      to={link.to}
      className={classes.link}
      data-active={isCurrent(link.to) || undefined}
      aria-current={isCurrent(link.to) ? "page" : undefined}
      onClick={close}
    >
      {link.label}
    </Link>
  ));

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <UnstyledButton component={Link} to="/" className={classes.brand} onClick={close}>
          <Logo size={40} />
          <span>
            <Text component="span" className={classes.name}>
              {club.name}
            </Text>
            <Text component="span" className={classes.place}>
              Luxemburg
            </Text>
          </span>
        </UnstyledButton>
        <nav aria-label={t`Haaptnavigatioun`} className={classes.desktopNav}>
          <Group gap={4} wrap="nowrap">
            {navLinks}
          </Group>
        </nav>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {user && !inAdmin ? (
            // On a public page (an admin's preview), only the name, to the panel: the longest
            // languages' links need the room, and signing out is the panel's.
            <div className={classes.admin}>
              <UnstyledButton
                {...adminLink}
                className={classes.user}
                title={t`Zum Admin Panel`}
                aria-label={`${t`Zum Admin Panel`} (${user.username})`}
              >
                <strong>{user.username}</strong>
              </UnstyledButton>
            </div>
          ) : user ? (
            <div className={classes.admin}>
              <UnstyledButton {...adminLink} className={classes.user} title={t`Zum Admin Panel`}>
                <Trans>
                  Ugemellt als <strong>{user.username}</strong>
                </Trans>
              </UnstyledButton>
              <Button variant="outline" size="sm" onClick={signOut} loading={signingOut}>
                <Trans>Ofmellen</Trans>
              </Button>
            </div>
          ) : (
            <Button {...adminLink} variant="outline" size="sm" className={classes.admin}>
              <Trans>Admin Login</Trans>
            </Button>
          )}
          <LanguageMenu admin={inAdmin} />
          {/* The phone's menu: a disclosure, so the first tap opens it before the scripts have run. */}
          <details
            ref={menu}
            className={classes.menu}
            data-island="menu"
            onToggle={(event) => setOpen(event.currentTarget.open)}
          >
            <summary
              className={classes.toggle}
              aria-label={open ? t`Menü zoumaachen` : t`Menü opmaachen`}
              data-label-open={t`Menü opmaachen`}
              data-label-close={t`Menü zoumaachen`}
              aria-controls="mobile-menu"
            >
              <span className={classes.bars} />
            </summary>
            <nav id="mobile-menu" aria-label={t`Mobil Navigatioun`} className={classes.mobileNav}>
              <Stack gap={0}>
                {navLinks}
                {user ? (
                  <>
                    <UnstyledButton {...adminLink} className={classes.link} onClick={close}>
                      <Trans>
                        Admin Panel (ugemellt als <strong>{user.username}</strong>)
                      </Trans>
                    </UnstyledButton>
                    <UnstyledButton
                      className={classes.link}
                      w="100%"
                      onClick={() => {
                        close();
                        signOut();
                      }}
                    >
                      <Trans>Ofmellen</Trans>
                    </UnstyledButton>
                  </>
                ) : (
                  <UnstyledButton {...adminLink} className={classes.link} onClick={close}>
                    <Trans>Admin Login</Trans>
                  </UnstyledButton>
                )}
              </Stack>
              <LanguageLinks admin={inAdmin} />
            </nav>
          </details>
        </Group>
      </Container>
    </header>
  );
}
