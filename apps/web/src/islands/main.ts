import "../styles.css";
import { focusToastOnF8 } from "../lib/plain-toast.js";
import { startIslands } from "./index.js";
import { offerLanguage, rememberLanguageChoices } from "./language-offer.js";

// The whole of the JavaScript of a page that needs no app (site-pages.ts: `islands`): the page is
// the server's HTML, links are plain links, forms post to their page, and these few parts react.
startIslands();
rememberLanguageChoices();
offerLanguage();
// F8 reaches the toast on screen (the spec, section 4).
window.addEventListener("keydown", focusToastOnF8);
// Tests and scripts wait for this attribute before they act on the page.
document.documentElement.dataset.ready = "true";
