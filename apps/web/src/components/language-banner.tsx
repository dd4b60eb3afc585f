import { useEffect, useState } from "react";
import { storedLanguageChoice, storeLanguageChoice } from "../lib/language-choice.js";
import { DEFAULT_LOCALE, localizedPath, type PublicLocale, preferredLocale } from "../lib/locale.js";
import classes from "./language-banner.module.css";

type Offered = Exclude<PublicLocale, "lb">;

// The offer is written in the language it offers (a visitor reads that one best), so these few
// words are here rather than in a catalog: the page loads its own language's catalog only.
const OFFER: Record<Offered, { text: string; accept: string; decline: string }> = {
  de: { text: "Diese Seite gibt es auch auf Deutsch.", accept: "Auf Deutsch lesen", decline: "Nein, danke" },
  fr: { text: "Ce site existe aussi en français.", accept: "Lire en français", decline: "Non merci" },
  en: { text: "This site is also available in English.", accept: "Read in English", decline: "No, thanks" },
  pt: { text: "Este site também está disponível em português.", accept: "Ler em português", decline: "Não, obrigado" },
};

/**
 * On a Luxembourgish page, a discreet offer of the language the browser prefers (Accept-Language,
 * as navigator.languages) when that is another of the site's; never a redirect. The answer is kept
 * in this browser. Shown after hydration only, so the server's HTML and the first render agree.
 */
export function LanguageBanner({ path }: { path: string }) {
  const [offer, setOffer] = useState<Offered | null>(null);
  useEffect(() => {
    if (storedLanguageChoice()) return;
    const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== "lb") setOffer(preferred);
  }, []);
  if (!offer) return null;
  const words = OFFER[offer];
  return (
    <aside className={classes.banner} lang={offer} aria-label={words.text}>
      <p className={classes.text}>{words.text}</p>
      <div className={classes.actions}>
        <a className={classes.accept} href={localizedPath(offer, path)} onClick={() => storeLanguageChoice(offer)}>
          {words.accept}
        </a>
        <button
          type="button"
          className={classes.decline}
          onClick={() => {
            storeLanguageChoice(DEFAULT_LOCALE);
            setOffer(null);
          }}
        >
          {words.decline}
        </button>
      </div>
    </aside>
  );
}
