import { appRouter, type Context, createCallerFactory, NEWSLETTER_MAIL_WORDS } from "@jugendclub/api";
import { isId } from "@jugendclub/api/ids";
import { isPublicLocale, PUBLIC_LOCALES, type PublicLocale } from "@jugendclub/api/locales";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { visitorContext } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import {
  type Category,
  manageForm,
  type NewsletterFormState,
  prefixOf,
  subscribeForm,
  tokenButton,
} from "./newsletter-forms.js";
import { LANGUAGE_NAMES, NEWSLETTER_WORDS } from "./newsletter-words.js";
import { failure, readPlainForms, sendPage as send } from "./plain-pages.js";
import { escapeHtml, fill } from "./signup-page-html.js";

// The newsletter's pages (issue 36), plain HTML without scripts in the visitor's language, each
// under every language's prefix (/pt/newsletter/manage), like the sign-up pages:
// - /newsletter: the subscribe form; its POST asks for the confirmation mail.
// - /newsletter/confirm|manage|unsubscribe?token=…: the pages the mails link to. Opening one
//   changes nothing (mail scanners follow links); its button's POST does. POST /newsletter/unsubscribe
//   also takes a mail program's one-click POST (RFC 8058: List-Unsubscribe=One-Click, token in the query).
// - /newsletter/<id>: a sent newsletter's web version.

const createCaller = createCallerFactory(appRouter);

type Fields = Record<string, string | undefined>;

const topicsOf = (fields: Fields) => (fields.topic ?? "").split(",").filter(Boolean);
const langOf = (fields: Fields, fallback: PublicLocale) => (isPublicLocale(fields.lang) ? fields.lang : fallback);
/** The token from the form's body, else from the address (the one-click POST's). */
const tokenOf = (request: FastifyRequest) =>
  String(
    ((request.body ?? {}) as Fields).token || ((request.query ?? {}) as Record<string, unknown>).token || "",
  ).trim();

export async function registerNewsletterPages(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // A mail program's multipart one-click POST carries nothing we read: the token is in the query.
    readPlainForms(scope);

    for (const locale of PUBLIC_LOCALES) {
      const prefix = `${prefixOf(locale)}/newsletter`;
      const w = NEWSLETTER_WORDS[locale];
      const caller = (ip: string) => createCaller(visitorContext(config, services, ip) as Context);
      const categories = async (ip: string): Promise<Category[]> =>
        (await caller(ip).eventCategories.list({ lang: locale })).map(({ id, name }) => ({ id, name }));
      const message = (reply: FastifyReply, status: number, title: string, text: string, link = "") =>
        send(
          reply,
          status,
          locale,
          title,
          `<h1>${escapeHtml(title)}</h1>\n<p class="problem">${escapeHtml(text)}</p>${link}`,
        );
      const badLink = (reply: FastifyReply, status: number, title: string) =>
        message(reply, status === 400 ? 400 : 404, title, w.badLink);
      const subscribeLink = (label: string) => `<a class="back" href="${prefix}">${escapeHtml(label)}</a>`;

      const formPage = async (reply: FastifyReply, ip: string, state: NewsletterFormState, status = 200) =>
        send(
          reply,
          status,
          locale,
          w.formTitle,
          subscribeForm(locale, w, NEWSLETTER_MAIL_WORDS[locale].consent, await categories(ip), state),
        );

      scope.get(prefix, async (request, reply) =>
        formPage(reply, request.ip, {
          email: "",
          lang: locale,
          topics: new Set(["events", "news"]),
          errors: {},
          problem: "",
        }),
      );

      scope.post(prefix, async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        const state = { email: fields.email ?? "", lang: langOf(fields, locale), topics: new Set(topicsOf(fields)) };
        try {
          await caller(request.ip).newsletter.subscribe({
            email: state.email,
            lang: state.lang,
            topics: [...state.topics],
            ...(fields.website ? { website: fields.website } : {}),
          });
          return send(
            reply,
            200,
            locale,
            w.checkMailTitle,
            `<h1>${escapeHtml(w.checkMailTitle)}</h1>\n<p role="status">${escapeHtml(w.checkMail)}</p>`,
          );
        } catch (error) {
          const { status, fields: problems, retryAfter } = failure(error);
          const errors: Record<string, string> = {};
          if (Object.keys(problems).some((key) => key.startsWith("email"))) errors.email = w.emailInvalid;
          if (Object.keys(problems).some((key) => key.startsWith("topics"))) errors.topics = w.topicsMissing;
          const labels = [errors.email ? w.email : "", errors.topics ? w.topics : ""].filter(Boolean);
          const problem = status === 400 ? `${w.fix} ${labels.join(", ")}` : status === 429 ? w.tooMany : w.unavailable;
          if (status === 429 && retryAfter) reply.header("retry-after", String(retryAfter));
          const answer = status === 400 || status === 429 ? status : 503;
          return formPage(reply, request.ip, { ...state, errors, problem }, answer);
        }
      });

      scope.get(`${prefix}/confirm`, async (request, reply) => {
        const token = tokenOf(request);
        // A signed request is "<body>.<signature>"; anything else is no link of ours.
        if (!token.includes(".")) return badLink(reply, token ? 404 : 400, w.confirmTitle);
        return send(
          reply,
          200,
          locale,
          w.confirmTitle,
          `<h1>${escapeHtml(w.confirmTitle)}</h1>\n<p>${escapeHtml(w.confirmText)}</p>\n${tokenButton(`${prefix}/confirm`, token, w.confirmButton)}`,
        );
      });

      scope.post(`${prefix}/confirm`, async (request, reply) => {
        try {
          const answer = await caller(request.ip).newsletter.confirm({ token: tokenOf(request) });
          const manage = `${prefix}/manage?token=${encodeURIComponent(answer.token)}`;
          return send(
            reply,
            200,
            locale,
            w.subscribedTitle,
            `<h1>${escapeHtml(w.subscribedTitle)}</h1>
<p role="status">${escapeHtml(fill(w.subscribedText, { email: answer.email }))}</p>
<a class="back" href="${escapeHtml(manage)}">${escapeHtml(w.toManage)}</a>`,
          );
        } catch (error) {
          return badLink(reply, failure(error).status, w.confirmTitle);
        }
      });

      scope.get(`${prefix}/manage`, async (request, reply) => {
        const token = tokenOf(request);
        try {
          const state = await caller(request.ip).newsletter.subscription({ token });
          return send(
            reply,
            200,
            locale,
            w.manageTitle,
            manageForm(locale, w, await categories(request.ip), token, state.status, {
              ...state,
              topics: new Set(state.topics),
              errors: {},
              problem: "",
            }),
          );
        } catch (error) {
          return badLink(reply, failure(error).status, w.manageTitle);
        }
      });

      scope.post(`${prefix}/manage`, async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        const token = tokenOf(request);
        const api = caller(request.ip);
        const lang = langOf(fields, locale);
        const topics = topicsOf(fields);
        try {
          const state = await api.newsletter.updateSubscription({ token, lang, topics });
          const shown = { ...state, topics: new Set(state.topics), errors: {}, problem: "", status: w.saved };
          const body = manageForm(locale, w, await categories(request.ip), token, state.status, shown);
          return send(reply, 200, locale, w.manageTitle, body);
        } catch (error) {
          const { status } = failure(error);
          if (status !== 400) return badLink(reply, status, w.manageTitle);
          let current: Awaited<ReturnType<typeof api.newsletter.subscription>>;
          try {
            current = await api.newsletter.subscription({ token });
          } catch (again) {
            return badLink(reply, failure(again).status, w.manageTitle);
          }
          const state = {
            email: current.email,
            lang,
            topics: new Set(topics),
            errors: { topics: w.topicsMissing },
            problem: `${w.fix} ${w.topics}`,
          };
          const body = manageForm(locale, w, await categories(request.ip), token, current.status, state);
          return send(reply, 400, locale, w.manageTitle, body);
        }
      });

      scope.get(`${prefix}/unsubscribe`, async (request, reply) => {
        const token = tokenOf(request);
        try {
          const state = await caller(request.ip).newsletter.subscription({ token });
          return send(
            reply,
            200,
            locale,
            w.unsubscribeTitle,
            `<h1>${escapeHtml(w.unsubscribeTitle)}</h1>
<p>${escapeHtml(fill(w.unsubscribeText, { email: state.email }))}</p>
${tokenButton(`${prefix}/unsubscribe`, token, w.unsubscribeButton)}`,
          );
        } catch (error) {
          return badLink(reply, failure(error).status, w.unsubscribeTitle);
        }
      });

      // The page's button, and a mail program's one-click POST (RFC 8058): both leave at once.
      scope.post(`${prefix}/unsubscribe`, async (request, reply) => {
        try {
          await caller(request.ip).newsletter.unsubscribe({ token: tokenOf(request) });
          return send(
            reply,
            200,
            locale,
            w.leftTitle,
            `<h1>${escapeHtml(w.leftTitle)}</h1>\n<p role="status">${escapeHtml(w.leftText)}</p>\n${subscribeLink(w.subscribeAgain)}`,
          );
        } catch (error) {
          return badLink(reply, failure(error).status, w.unsubscribeTitle);
        }
      });

      scope.get(`${prefix}/:id`, async (request, reply) => {
        const raw = (request.params as { id: string }).id;
        const id = Number(raw);
        const missing = () => message(reply, 404, w.formTitle, w.notFound, `\n${subscribeLink(w.subscribe)}`);
        if (!/^\d+$/.test(raw) || !isId(id)) return missing();
        try {
          const version = await caller(request.ip).newsletter.webVersion({ id, lang: locale });
          const others = version.languages.filter(
            (lang): lang is PublicLocale => isPublicLocale(lang) && lang !== version.lang,
          );
          const links = others.map(
            (lang) =>
              `<a href="${prefixOf(lang)}/newsletter/${id}" hreflang="${lang}" lang="${lang}">${escapeHtml(LANGUAGE_NAMES[lang])}</a>`,
          );
          const also = links.length ? `<p class="also">${escapeHtml(w.otherLanguages)} ${links.join(" · ")}</p>\n` : "";
          const article =
            version.lang === locale
              ? `<article>\n${version.html}\n</article>`
              : `<article lang="${escapeHtml(version.lang)}">\n${version.html}\n</article>`;
          return send(reply, 200, locale, version.subject, `${also}${article}\n${subscribeLink(w.subscribe)}`);
        } catch (error) {
          if (failure(error).status !== 404) throw error;
          return missing();
        }
      });
    }
  });
}
