import { storedLanguageChoice, storeLanguageChoice } from "../lib/language-choice.js";
import {
  DEFAULT_LOCALE,
  isAdminPath,
  isPublicLocale,
  localizedPath,
  type PublicLocale,
  preferredLocale,
  splitLocale,
} from "../lib/locale.js";
import classes from "./language-offer.module.css";

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
 * in this browser. Added by script only (the server's HTML cannot know the browser's languages),
 * outside the page's content, on pages with the app and without it alike.
 */
export function offerLanguage(): void {
  if (splitLocale(location.pathname).locale !== DEFAULT_LOCALE || isAdminPath(location.pathname)) return;
  if (storedLanguageChoice() || document.querySelector("[data-language-offer]")) return;
  const offer = preferredLocale(navigator.languages ?? [navigator.language]);
  if (!offer || offer === "lb") return;
  const words = OFFER[offer];
  const banner = Object.assign(document.createElement("aside"), { className: classes.banner, lang: offer });
  banner.dataset.languageOffer = offer;
  banner.setAttribute("aria-label", words.text);
  const text = Object.assign(document.createElement("p"), { className: classes.text, textContent: words.text });
  const actions = Object.assign(document.createElement("div"), { className: classes.actions });
  const accept = Object.assign(document.createElement("a"), { className: classes.accept, textContent: words.accept });
  // The page the visitor is on when they accept (the app may have moved on since the offer came).
  const follow = () => {
    accept.href = localizedPath(offer, location.pathname);
  };
  follow();
  accept.addEventListener("pointerdown", follow);
  accept.addEventListener("focus", follow);
  accept.addEventListener("click", () => {
    follow();
    storeLanguageChoice(offer);
  });
  const decline = Object.assign(document.createElement("button"), {
    type: "button",
    className: classes.decline,
    textContent: words.decline,
  });
  decline.addEventListener("click", () => {
    storeLanguageChoice(DEFAULT_LOCALE);
    banner.remove();
  });
  actions.append(accept, decline);
  banner.append(text, actions);
  document.body.append(banner);
}

/**
 * A language chosen in the switcher ([data-language-choice] links, hreflang their language) is
 * kept like an answer to the offer: the offer does not come back. Listens on the document, so it
 * holds for links the app renders later too.
 */
export function rememberLanguageChoices(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-language-choice]");
    const locale = link?.hreflang;
    if (locale && isPublicLocale(locale)) storeLanguageChoice(locale);
  });
}
