import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { activateAdminLocale } from "../i18n.js";
import { closeLikeAMenu } from "../islands/menu.js";
import { storeAdminLocale } from "../lib/admin-locale.js";
import { ADMIN_LOCALES, type AdminLocale, LOCALE_NAMES, PUBLIC_LOCALES, type PublicLocale } from "../lib/locale.js";
import { languagePathsOf, pageAddresses } from "../lib/page-addresses.js";
import { usePageLocale } from "../lib/use-page-locale.js";
import classes from "./language-switcher.module.css";

/**
 * The same page in another language, at that language's own address (an event's slug follows its
 * title there): a plain link, so the new language's catalog loads with it.
 */
function useLanguageLinks(): { locale: PublicLocale; href: string }[] {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const paths = useRouterState({ select: (state) => languagePathsOf(state.matches) });
  const addresses = pageAddresses(pathname, paths);
  return PUBLIC_LOCALES.map((locale) => ({ locale, href: `${addresses[locale]}${search}` }));
}

interface Props {
  /** The admin area chooses between its own two languages, kept in this browser. */
  admin: boolean;
}

/** The header's language menu: a disclosure that works before any script has run. */
export function LanguageMenu({ admin }: Props) {
  const { t } = useLingui();
  const current = usePageLocale();
  const links = useLanguageLinks();
  const menu = useRef<HTMLDetailsElement>(null);
  // Closes on a click elsewhere and on Escape, as a menu does (islands/menu.ts).
  useEffect(() => (menu.current ? closeLikeAMenu(menu.current) : undefined), []);
  const adminLocale: AdminLocale = current === "en" ? "en" : "de";
  return (
    <details ref={menu} className={classes.menu} data-island="menu">
      {/* Its name begins with what it shows ("DE Sprooch: Deutsch"; WCAG 2.5.3, label in name). */}
      <summary className={classes.summary}>
        <GlobeIcon />
        {(admin ? adminLocale : current).toUpperCase()}
        <span className="visually-hidden"> {t`Sprooch: ${LOCALE_NAMES[admin ? adminLocale : current]}`}</span>
      </summary>
      <ul className={classes.list}>
        {admin
          ? ADMIN_LOCALES.map((locale) => (
              <li key={locale}>
                <button
                  type="button"
                  className={classes.item}
                  lang={locale}
                  aria-current={locale === adminLocale ? "true" : undefined}
                  onClick={() => {
                    storeAdminLocale(locale);
                    void activateAdminLocale(locale);
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  {LOCALE_NAMES[locale]}
                </button>
              </li>
            ))
          : links.map(({ locale, href }) => (
              <li key={locale}>
                <a
                  href={href}
                  hrefLang={locale}
                  lang={locale}
                  className={classes.item}
                  aria-current={locale === current ? "true" : undefined}
                  data-language-choice
                >
                  {LOCALE_NAMES[locale]}
                </a>
              </li>
            ))}
      </ul>
    </details>
  );
}

/** The mobile menu's row of languages. */
export function LanguageLinks({ admin }: Props) {
  const { t } = useLingui();
  const current = usePageLocale();
  const links = useLanguageLinks();
  if (admin) {
    const adminLocale: AdminLocale = current === "en" ? "en" : "de";
    return (
      <fieldset aria-label={t`Sprooch`} className={classes.row}>
        {ADMIN_LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className={classes.chip}
            aria-pressed={locale === adminLocale}
            onClick={() => {
              storeAdminLocale(locale);
              void activateAdminLocale(locale);
            }}
          >
            {LOCALE_NAMES[locale]}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <nav aria-label={t`Sprooch`} className={classes.row}>
      {links.map(({ locale, href }) => (
        <a
          key={locale}
          href={href}
          hrefLang={locale}
          lang={locale}
          className={classes.chip}
          aria-current={locale === current ? "true" : undefined}
          data-language-choice
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

function GlobeIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}
