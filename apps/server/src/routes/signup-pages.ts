import { appRouter, type Context, createCallerFactory } from "@jugendclub/api";
import { formatDateTimeIn, formatTimeIn, PUBLIC_LOCALES, type PublicLocale } from "@jugendclub/api/locales";
import { eventPath } from "@jugendclub/api/slug";
import type { FastifyInstance, FastifyReply } from "fastify";
import { visitorContext } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { failure, readPlainForms, sendPage as send } from "./plain-pages.js";
import { escapeHtml, fill } from "./signup-page-html.js";
import { SIGNUP_WORDS, type SignupWords } from "./signup-words.js";

// The sign-up pages (issue 35), plain HTML without scripts in the visitor's language:
// - /signup?event=<id>[&date=YYYY-MM-DD]: the form; its POST signs up through the same procedure
//   as REST (POST /api/events/{id}/signups) and answers "check your e-mail" or the form again.
// - /signup/confirm|cancel|accept|decline?token=…: the pages the mails link to. Opening one
//   changes nothing (mail scanners follow links); its button's POST does.
// Each under every language's prefix (/pt/signup/confirm).

const createCaller = createCallerFactory(appRouter);
const ACTIONS = ["confirm", "cancel", "accept", "decline"] as const;
type Action = (typeof ACTIONS)[number];

type Caller = ReturnType<typeof createCaller>;
type State = Awaited<ReturnType<Caller["signups"]["state"]>>;
type Overview = Awaited<ReturnType<Caller["signups"]["overview"]>>;

function prefixOf(locale: PublicLocale): string {
  return locale === "lb" ? "" : `/${locale}`;
}

function eventLink(locale: PublicLocale, id: number, title: string, date: string | null): string {
  return `${prefixOf(locale)}${eventPath(id, title)}${date ? `?date=${date}` : ""}`;
}

function placesLine(words: SignupWords, counts: { left: number | null; capacity: number | null }): string {
  if (counts.capacity === null) return words.unlimited;
  return counts.left && counts.left > 0 ? fill(words.left, { n: counts.left }) : words.full;
}

/** The places of an event with shifts and no places of its own: those of its shifts together. */
function eventCounts(overview: Overview): { left: number | null; capacity: number | null } {
  if (overview.capacity !== null || overview.shifts.length === 0) return overview;
  if (overview.shifts.some((shift) => shift.capacity === null)) return { left: null, capacity: null };
  return {
    capacity: overview.shifts.reduce((sum, shift) => sum + (shift.capacity ?? 0), 0),
    left: overview.shifts.reduce((sum, shift) => sum + (shift.left ?? 0), 0),
  };
}

interface FormState {
  values: Record<string, string>;
  invalid: Set<string>;
  problem: string;
}

/** The sign-up form with what was typed and what to fix. */
function formBody(
  locale: PublicLocale,
  event: { id: number; title: string; date: string; location: string },
  date: string | null,
  overview: Overview,
  state: FormState,
): string {
  const w = SIGNUP_WORDS[locale];
  const v = (name: string) => escapeHtml(state.values[name] ?? "");
  const bad = (name: string) => (state.invalid.has(name) ? ' aria-invalid="true"' : "");
  const field = (name: string, label: string, type: string, extra = "", optional = false) =>
    `<label for="f-${name}">${escapeHtml(label)}${optional ? ` <span class="hint">(${escapeHtml(w.optional)})</span>` : ""}</label>
<input id="f-${name}" name="${name}" type="${type}" value="${v(name)}"${bad(name)}${extra}>`;
  const parts: string[] = [];
  parts.push(`<h1>${escapeHtml(w.formTitle)}: ${escapeHtml(event.title)}</h1>`);
  parts.push(
    `<p class="when">${escapeHtml(formatDateTimeIn(new Date(overview.start), locale))}${event.location ? ` · ${escapeHtml(event.location)}` : ""}</p>`,
  );
  parts.push(`<p class="places">${escapeHtml(placesLine(w, eventCounts(overview)))}</p>`);
  if (state.problem) parts.push(`<p class="problem" role="alert">${escapeHtml(state.problem)}</p>`);
  const back = `<a class="back" href="${escapeHtml(eventLink(locale, event.id, event.title, date))}">${escapeHtml(w.toEvent)}</a>`;
  if (!overview.open) {
    parts.push(`<p>${escapeHtml(w.closed)}</p>`, back);
    return parts.join("\n");
  }
  const form: string[] = [];
  form.push(`<input type="hidden" name="event" value="${event.id}">`);
  if (date) form.push(`<input type="hidden" name="date" value="${escapeHtml(date)}">`);
  form.push(field("name", w.name, "text", ' autocomplete="name" required maxlength="200"'));
  form.push(field("email", w.email, "email", ' autocomplete="email" required maxlength="320"'));
  form.push(field("phone", w.phone, "tel", ' autocomplete="tel" maxlength="50"', true));
  if (overview.maxGuests > 0) {
    const chosen = Number(state.values.guests ?? 0);
    const options = Array.from(
      { length: overview.maxGuests + 1 },
      (_, n) => `<option${n === chosen ? " selected" : ""}>${n}</option>`,
    );
    form.push(`<label for="f-guests">${escapeHtml(w.guests)}</label>
<select id="f-guests" name="guests"${bad("guests")}>${options.join("")}</select>`);
  }
  for (const question of overview.questions) {
    const name = `answer-${question.id}`;
    const label = `${escapeHtml(question.label)}${question.required ? "" : ` <span class="hint">(${escapeHtml(w.optional)})</span>`}`;
    if (question.kind === "text") {
      form.push(`<label for="f-${name}">${label}</label>
<input id="f-${name}" name="${name}" type="text" maxlength="1000" value="${v(name)}"${bad(name)}${question.required ? " required" : ""}>`);
    } else {
      const choices =
        question.kind === "yesno"
          ? [
              ["yes", w.yes],
              ["no", w.no],
            ]
          : question.options.map((option) => [option, option]);
      const radios = choices.map(
        ([value, text], index) =>
          `<label class="check"><input type="radio" name="${name}" value="${escapeHtml(value as string)}"${state.values[name] === value ? " checked" : ""}${question.required && index === 0 ? " required" : ""}${bad(name)}> ${escapeHtml(text as string)}</label>`,
      );
      form.push(`<fieldset><legend>${label}</legend>${radios.join("\n")}</fieldset>`);
    }
  }
  if (overview.shifts.length > 0) {
    const chosen = new Set((state.values.shifts ?? "").split(",").filter(Boolean));
    const boxes = overview.shifts.map(
      (shift) =>
        `<label class="check"><input type="checkbox" name="shift" value="${escapeHtml(shift.id)}"${chosen.has(shift.id) ? " checked" : ""}> ${escapeHtml(shift.name)}, ${escapeHtml(formatDateTimeIn(new Date(shift.start), locale))}–${escapeHtml(formatTimeIn(new Date(shift.end), locale))} · ${escapeHtml(placesLine(w, shift))}</label>`,
    );
    form.push(`<fieldset${bad("shiftIds")}><legend>${escapeHtml(w.shifts)}</legend>${boxes.join("\n")}</fieldset>`);
  }
  form.push(
    `<label class="check"><input type="checkbox" name="underSixteen" value="yes"${state.values.underSixteen ? " checked" : ""}> ${escapeHtml(w.underSixteen)}</label>`,
    `<fieldset class="parent"><legend>${escapeHtml(w.parentHint)}</legend>${field("parentName", w.parentName, "text", ' maxlength="200"')}${field("parentEmail", w.parentEmail, "email", ' maxlength="320"')}</fieldset>`,
    // The honeypot: people never see it; a bot that fills it is answered as if all went well.
    `<div class="trap" aria-hidden="true"><label for="f-website">Website</label><input id="f-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>`,
    `<button type="submit">${escapeHtml(w.send)}</button>`,
  );
  parts.push(`<form method="post" action="${prefixOf(locale)}/signup" novalidate>\n${form.join("\n")}\n</form>`, back);
  return parts.join("\n");
}

/** What a sign-up's state says to the person. */
function stateText(w: SignupWords, state: State, locale: PublicLocale): string {
  const values = {
    event: state.title,
    position: state.position ?? "",
    deadline: state.offeredUntil ? formatDateTimeIn(new Date(state.offeredUntil), locale) : "",
  };
  return fill(w[state.status], values);
}

const ACTION_WORDS: Record<Action, (w: SignupWords) => [string, string, string]> = {
  confirm: (w) => [w.confirmTitle, w.confirmText, w.confirmButton],
  cancel: (w) => [w.cancelTitle, w.cancelText, w.cancelButton],
  accept: (w) => [w.acceptTitle, w.acceptText, w.acceptButton],
  decline: (w) => [w.declineTitle, w.declineText, w.declineButton],
};

/** Whether the action's button still does something for a sign-up in this state. */
function actionable(action: Action, status: State["status"]): boolean {
  if (action === "confirm") return status === "unconfirmed";
  if (action === "cancel") return ["unconfirmed", "confirmed", "waiting", "offered"].includes(status);
  return status === "offered";
}

export async function registerSignupPages(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  await app.register(async (scope) => {
    readPlainForms(scope);

    for (const locale of PUBLIC_LOCALES) {
      const prefix = prefixOf(locale);
      const w = SIGNUP_WORDS[locale];
      const caller = (ip: string) => createCaller(visitorContext(config, services, ip) as Context);

      /** The page of an event that takes no sign-ups here (none, not visible, or a bad address). */
      const closedPage = (reply: FastifyReply, status: number) =>
        send(reply, status, locale, w.formTitle, `<h1>${escapeHtml(w.formTitle)}</h1><p>${escapeHtml(w.closed)}</p>`);

      /** The form page, or the 404 of an event without sign-ups. */
      async function formPage(
        reply: FastifyReply,
        ip: string,
        id: number,
        date: string | null,
        state: FormState,
        status = 200,
      ) {
        const api = caller(ip);
        try {
          const [event, overview] = await Promise.all([
            api.events.byId({ id, lang: locale }),
            api.signups.overview({ id, lang: locale, ...(date ? { date } : {}) }),
          ]);
          return send(
            reply,
            status,
            locale,
            `${w.formTitle}: ${event.title}`,
            formBody(locale, event, date, overview, state),
          );
        } catch (error) {
          const { status: failed } = failure(error);
          return closedPage(reply, failed === 400 ? 400 : 404);
        }
      }

      scope.get(`${prefix}/signup`, async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const id = Number(query.event);
        if (!Number.isInteger(id) || id < 1) return closedPage(reply, 404);
        const date = query.date && /^\d{4}-\d{2}-\d{2}$/.test(query.date) ? query.date : null;
        return formPage(reply, request.ip, id, date, { values: {}, invalid: new Set(), problem: "" });
      });

      scope.post(`${prefix}/signup`, async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const id = Number(fields.event);
        if (!Number.isInteger(id) || id < 1) return closedPage(reply, 404);
        const date = fields.date && /^\d{4}-\d{2}-\d{2}$/.test(fields.date) ? fields.date : null;
        const answers: Record<string, string | boolean> = {};
        for (const [key, value] of Object.entries(fields)) {
          if (!key.startsWith("answer-") || value === "") continue;
          answers[key.slice(7)] = value === "yes" ? true : value === "no" ? false : value;
        }
        const under = fields.underSixteen === "yes";
        const values = { ...fields, shifts: fields.shift ?? "" };
        try {
          const answer = await caller(request.ip).signups.create({
            id,
            name: fields.name ?? "",
            email: fields.email ?? "",
            phone: fields.phone ?? "",
            guests: Number(fields.guests ?? 0) || 0,
            answers,
            shiftIds: (fields.shift ?? "").split(",").filter(Boolean),
            underSixteen: under,
            ...(under ? { parentName: fields.parentName ?? "", parentEmail: fields.parentEmail ?? "" } : {}),
            ...(date ? { date } : {}),
            ...(fields.website ? { website: fields.website } : {}),
            lang: locale,
            notify: true,
          });
          if (answer.status !== "unconfirmed") throw new Error("a visitor's sign-up was not unconfirmed");
          return send(
            reply,
            200,
            locale,
            w.checkMailTitle,
            `<h1>${escapeHtml(w.checkMailTitle)}</h1>\n<p role="status">${escapeHtml(under ? w.checkParentMail : w.checkMail)}</p>`,
          );
        } catch (error) {
          const { status, fields: problems } = failure(error);
          const invalid = new Set(
            Object.keys(problems).map((key) => (key.startsWith("answers.") ? `answer-${key.slice(8)}` : key)),
          );
          const labels: Record<string, string> = {
            name: w.name,
            email: w.email,
            phone: w.phone,
            guests: w.guests,
            shiftIds: w.shifts,
            parentName: w.parentName,
            parentEmail: w.parentEmail,
          };
          const problem =
            status === 400
              ? `${w.fix} ${[...invalid].map((key) => labels[key] ?? key.replace(/^answer-/, "")).join(", ")}`
              : status === 429
                ? w.tooMany
                : status === 409
                  ? (error as Error).message
                  : status === 404
                    ? w.closed
                    : w.unavailable;
          return formPage(reply, request.ip, id, date, { values, invalid, problem }, status >= 500 ? 503 : status);
        }
      });

      for (const action of ACTIONS) {
        const path = `${prefix}/signup/${action}`;
        const [title, text, button] = ACTION_WORDS[action](w);
        const statePage = (state: State) =>
          `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(stateText(w, state, locale))}</p>\n<a class="back" href="${escapeHtml(eventLink(locale, state.eventId, state.title, null))}">${escapeHtml(w.toEvent)}</a>`;
        const invalidLink = (reply: FastifyReply, status: number) =>
          send(
            reply,
            status,
            locale,
            title,
            `<h1>${escapeHtml(title)}</h1>\n<p class="problem">${escapeHtml(w.badLink)}</p>`,
          );

        scope.get(path, async (request, reply) => {
          const token = String((request.query as Record<string, unknown>).token ?? "");
          if (!token) return invalidLink(reply, 400);
          let state: State;
          try {
            state = await caller(request.ip).signups.state({ token });
          } catch (error) {
            return invalidLink(reply, failure(error).status === 404 ? 404 : 400);
          }
          if (!actionable(action, state.status)) return send(reply, 200, locale, title, statePage(state));
          return send(
            reply,
            200,
            locale,
            title,
            `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(fill(text, { event: state.title }))}</p>
<p class="when">${escapeHtml(formatDateTimeIn(new Date(state.start), locale))}</p>
<form method="post" action="${path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(button)}</button></form>`,
          );
        });

        scope.post(path, async (request, reply) => {
          const token = String(((request.body ?? {}) as Record<string, string>).token ?? "");
          if (!token) return invalidLink(reply, 400);
          try {
            const state = await caller(request.ip).signups[action]({ token });
            return send(reply, 200, locale, title, statePage(state));
          } catch (error) {
            return invalidLink(reply, failure(error).status === 404 ? 404 : 400);
          }
        });
      }
    }
  });
}
