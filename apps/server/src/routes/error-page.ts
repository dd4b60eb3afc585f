import { splitLocale } from "@jugendclub/web/site";
import type { FastifyReply, FastifyRequest } from "fastify";

// The page a visitor gets when a page cannot be made: the database does not answer (503), or
// something else failed (500). A plain document in the page's language (its address says which),
// with no script and nothing from the database, so it works when nothing else does. API paths
// keep their JSON errors (errors.ts).

/** Whether a request asks for a page (as a browser's navigation does), not the API, a file or an asset. */
export function isPageRequest(request: FastifyRequest): boolean {
  // Only the path tells: a shared link's query (?utm_source=facebook.com) says nothing about it.
  const path = request.url.split("?")[0] ?? "/";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !/^\/(api|trpc|media|assets)\//.test(path) &&
    !/\.\w{2,5}$/.test(path)
  );
}

type PublicLocale = ReturnType<typeof splitLocale>["locale"];

interface Words {
  title: string;
  text: string;
  retry: string;
}

const UNAVAILABLE: Record<PublicLocale, Words> = {
  lb: {
    title: "D'Säit ass grad net erreechbar",
    text: "Eis Datebank äntwert de Moment net. Probéiert et w.e.g. an e puer Minutten nach eng Kéier.",
    retry: "Nach eng Kéier probéieren",
  },
  de: {
    title: "Die Seite ist gerade nicht erreichbar",
    text: "Unsere Datenbank antwortet im Moment nicht. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
    retry: "Noch einmal versuchen",
  },
  fr: {
    title: "Le site est momentanément indisponible",
    text: "Notre base de données ne répond pas pour le moment. Veuillez réessayer dans quelques minutes.",
    retry: "Réessayer",
  },
  en: {
    title: "The site is unavailable right now",
    text: "Our database is not answering at the moment. Please try again in a few minutes.",
    retry: "Try again",
  },
  pt: {
    title: "O site está temporariamente indisponível",
    text: "A nossa base de dados não está a responder de momento. Por favor, tente novamente dentro de alguns minutos.",
    retry: "Tentar novamente",
  },
};

const FAILED: Record<PublicLocale, Words> = {
  lb: {
    title: "Et ass e Feeler geschitt",
    text: "D'Säit konnt net gewise ginn. Probéiert et w.e.g. gläich nach eng Kéier.",
    retry: "Nach eng Kéier probéieren",
  },
  de: {
    title: "Ein Fehler ist aufgetreten",
    text: "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.",
    retry: "Noch einmal versuchen",
  },
  fr: {
    title: "Une erreur s'est produite",
    text: "La page n'a pas pu être affichée. Veuillez réessayer dans un instant.",
    retry: "Réessayer",
  },
  en: {
    title: "Something went wrong",
    text: "The page could not be shown. Please try again in a moment.",
    retry: "Try again",
  },
  pt: {
    title: "Ocorreu um erro",
    text: "Não foi possível mostrar a página. Por favor, tente novamente daqui a pouco.",
    retry: "Tentar novamente",
  },
};

export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The error page's HTML for a page's address (its language) and the kind of failure. */
export function errorPageHtml(url: string, status: 500 | 503): string {
  // The same page again; one leading slash, so the link never leads to another host (//host/...).
  const path = `/${(url.split("?")[0] ?? "/").replace(/^\/+/, "")}`;
  const { locale } = splitLocale(path);
  const words = (status === 503 ? UNAVAILABLE : FAILED)[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} · Jugendclub Rammeldange</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
main{max-width:36rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;padding:.6rem 1.2rem;background:#1864ab;color:#fff;border-radius:4px;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.text)}</p>
<a href="${escapeHtml(path)}">${escapeHtml(words.retry)}</a>
</main>
</body>
</html>
`;
}

/** Sends the error page: 503 asks the browser (and crawlers) to come back in a minute. */
export function sendErrorPage(request: FastifyRequest, reply: FastifyReply, status: 500 | 503): FastifyReply {
  if (status === 503) reply.header("retry-after", "60");
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(errorPageHtml(request.url, status));
}
