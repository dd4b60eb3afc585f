import { PUBLIC_LOCALES, type PublicLocale } from "@jugendclub/api/locales";
import { LANGUAGE_NAMES, type NewsletterWords } from "./newsletter-words.js";
import { escapeHtml } from "./signup-page-html.js";

// The newsletter pages' forms (newsletter-pages.ts): the subscribe form and the manage form share
// the language select and the topic checkboxes.

export interface Category {
  id: number;
  name: string;
}

/** What a form shows: what was chosen or typed, the fields' messages, a line about what went wrong. */
export interface NewsletterFormState {
  email: string;
  lang: PublicLocale;
  topics: ReadonlySet<string>;
  /** A message by field (email, topics). */
  errors: Readonly<Record<string, string>>;
  problem: string;
  /** A line that says all went well (the manage form's "saved"). */
  status?: string;
}

export const prefixOf = (locale: PublicLocale) => (locale === "lb" ? "" : `/${locale}`);

/** The field's message under it, tied to the field by aria-describedby. */
function fieldError(state: NewsletterFormState, name: string): { attributes: string; line: string } {
  const message = state.errors[name];
  if (!message) return { attributes: "", line: "" };
  return {
    attributes: ` aria-invalid="true" aria-describedby="e-${name}"`,
    line: `\n<p class="error" id="e-${name}">${escapeHtml(message)}</p>`,
  };
}

function problemLine(state: NewsletterFormState): string {
  if (state.problem) return `<p class="problem" role="alert">${escapeHtml(state.problem)}</p>\n`;
  return state.status ? `<p class="saved" role="status">${escapeHtml(state.status)}</p>\n` : "";
}

function languageSelect(w: NewsletterWords, chosen: PublicLocale): string {
  const options = PUBLIC_LOCALES.map(
    (lang) =>
      `<option value="${lang}" lang="${lang}"${lang === chosen ? " selected" : ""}>${escapeHtml(LANGUAGE_NAMES[lang])}</option>`,
  );
  return `<label for="f-lang">${escapeHtml(w.language)}</label>
<select id="f-lang" name="lang">${options.join("")}</select>`;
}

function topicBoxes(w: NewsletterWords, categories: readonly Category[], state: NewsletterFormState): string {
  const choices: [string, string][] = [
    ["events", w.allEvents],
    ...categories.map((category): [string, string] => [`category:${category.id}`, category.name]),
    ["news", w.news],
  ];
  const boxes = choices.map(
    ([value, label]) =>
      `<label class="check"><input type="checkbox" name="topic" value="${escapeHtml(value)}"${state.topics.has(value) ? " checked" : ""}> ${escapeHtml(label)}</label>`,
  );
  const error = fieldError(state, "topics");
  return `<fieldset${error.attributes}><legend>${escapeHtml(w.topics)}</legend>
${boxes.join("\n")}${error.line}
</fieldset>`;
}

/** The subscribe form; the consent text stands beside its button (the confirmation stores it). */
export function subscribeForm(
  locale: PublicLocale,
  w: NewsletterWords,
  consent: string,
  categories: readonly Category[],
  state: NewsletterFormState,
): string {
  const email = fieldError(state, "email");
  return `<h1>${escapeHtml(w.formTitle)}</h1>
<p>${escapeHtml(w.formLead)}</p>
${problemLine(state)}<form method="post" action="${prefixOf(locale)}/newsletter" novalidate>
<label for="f-email">${escapeHtml(w.email)}</label>
<input id="f-email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(state.email)}"${email.attributes}>${email.line}
${languageSelect(w, state.lang)}
${topicBoxes(w, categories, state)}
<div class="trap" aria-hidden="true"><label for="f-website">Website</label><input id="f-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<div class="consent"><p id="consent">${escapeHtml(consent)}</p>
<button type="submit" aria-describedby="consent">${escapeHtml(w.subscribe)}</button></div>
</form>`;
}

/** A form with the token hidden and one button. */
export function tokenButton(action: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

/** The manage page: the address, the language and the topics; and the way out, a form of its own. */
export function manageForm(
  locale: PublicLocale,
  w: NewsletterWords,
  categories: readonly Category[],
  token: string,
  subscribed: "active" | "paused" | "unsubscribed",
  state: NewsletterFormState,
): string {
  const prefix = prefixOf(locale);
  const note = subscribed === "active" ? "" : `<p>${escapeHtml(subscribed === "paused" ? w.paused : w.left)}</p>\n`;
  const leave =
    subscribed === "unsubscribed"
      ? ""
      : `\n${tokenButton(`${prefix}/newsletter/unsubscribe`, token, w.unsubscribeButton).replace("<form ", '<form class="leave" ')}`;
  return `<h1>${escapeHtml(w.manageTitle)}</h1>
${note}${problemLine(state)}<form method="post" action="${prefix}/newsletter/manage" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p><strong>${escapeHtml(w.address)}:</strong> ${escapeHtml(state.email)}</p>
${languageSelect(w, state.lang)}
${topicBoxes(w, categories, state)}
<button type="submit">${escapeHtml(w.save)}</button>
</form>${leave}`;
}
