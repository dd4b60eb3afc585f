import type { PublicLocale } from "../locales.js";

// The newsletter's words in the mails, in each visitor language. The consent text is the one the
// subscribe form shows beside its button; the subscriber's row keeps the one agreed to.

export interface NewsletterMailWords {
  /** Shown beside the subscribe button and stored with the consent. */
  consent: string;
  confirmSubject: string;
  confirmHello: string;
  confirmLead: string;
  confirmButton: string;
  confirmIgnore: string;
  /** Under every newsletter: why it came, and the links. */
  footerWhy: string;
  manageLabel: string;
  unsubscribeLabel: string;
  webVersionLabel: string;
  eventsHeading: string;
  moreLabel: string;
  digestSubject: string;
  digestLead: string;
  signature: string;
}

export const NEWSLETTER_MAIL_WORDS: Record<PublicLocale, NewsletterMailWords> = {
  lb: {
    consent:
      "Ech wëll den Newsletter vum Jugendclub per E-Mail kréien. Ech kann mech all Kéier mat engem Klick ofmellen.",
    confirmSubject: "Newsletter: Bitt confirméiert Är E-Mail-Adress",
    confirmHello: "Moien,",
    confirmLead:
      "merci fir Ären Interessi! Klickt op de Knäppchen, fir den Newsletter ze confirméieren. Eréischt dann kritt Dir en.",
    confirmButton: "Newsletter confirméieren",
    confirmIgnore:
      "Dir hutt Iech net ugemellt? Da kënnt Dir dës E-Mail ignoréieren: ouni Klick kritt Dir näischt vun eis.",
    footerWhy: "Dir kritt dës E-Mail, well Dir den Newsletter vum Jugendclub confirméiert hutt.",
    manageLabel: "Themen änneren",
    unsubscribeLabel: "Ofmellen",
    webVersionLabel: "Am Browser liesen",
    eventsHeading: "Eis Evenementer",
    moreLabel: "Méi dozou",
    digestSubject: "Wat leeft beim Jugendclub: {period}",
    digestLead: "Dës Evenementer kommen op eis duer.",
    signature: "Bis geschwënn!",
  },
  de: {
    consent:
      "Ich möchte den Newsletter des Jugendclubs per E-Mail erhalten. Ich kann mich jederzeit mit einem Klick abmelden.",
    confirmSubject: "Newsletter: Bitte bestätigen Sie Ihre E-Mail-Adresse",
    confirmHello: "Hallo,",
    confirmLead:
      "danke für Ihr Interesse! Klicken Sie auf die Schaltfläche, um den Newsletter zu bestätigen. Erst dann erhalten Sie ihn.",
    confirmButton: "Newsletter bestätigen",
    confirmIgnore:
      "Sie haben sich nicht angemeldet? Dann können Sie diese E-Mail ignorieren: ohne Klick erhalten Sie nichts von uns.",
    footerWhy: "Sie erhalten diese E-Mail, weil Sie den Newsletter des Jugendclubs bestätigt haben.",
    manageLabel: "Themen ändern",
    unsubscribeLabel: "Abmelden",
    webVersionLabel: "Im Browser lesen",
    eventsHeading: "Unsere Veranstaltungen",
    moreLabel: "Mehr dazu",
    digestSubject: "Was beim Jugendclub los ist: {period}",
    digestLead: "Diese Veranstaltungen stehen bevor.",
    signature: "Bis bald!",
  },
  fr: {
    consent:
      "Je souhaite recevoir la newsletter du Jugendclub par e-mail. Je peux me désabonner à tout moment d'un seul clic.",
    confirmSubject: "Newsletter : merci de confirmer votre adresse e-mail",
    confirmHello: "Bonjour,",
    confirmLead:
      "merci de votre intérêt ! Cliquez sur le bouton pour confirmer la newsletter. Vous ne la recevrez qu'après.",
    confirmButton: "Confirmer la newsletter",
    confirmIgnore:
      "Vous ne vous êtes pas inscrit ? Ignorez simplement cet e-mail : sans clic, vous ne recevrez rien de notre part.",
    footerWhy: "Vous recevez cet e-mail parce que vous avez confirmé la newsletter du Jugendclub.",
    manageLabel: "Changer les thèmes",
    unsubscribeLabel: "Se désabonner",
    webVersionLabel: "Lire dans le navigateur",
    eventsHeading: "Nos événements",
    moreLabel: "En savoir plus",
    digestSubject: "Au Jugendclub : {period}",
    digestLead: "Voici les événements à venir.",
    signature: "À bientôt !",
  },
  en: {
    consent: "I want to receive the Jugendclub's newsletter by e-mail. I can unsubscribe at any time with one click.",
    confirmSubject: "Newsletter: please confirm your e-mail address",
    confirmHello: "Hello,",
    confirmLead:
      "thank you for your interest! Click the button to confirm the newsletter. Only then will you receive it.",
    confirmButton: "Confirm the newsletter",
    confirmIgnore: "You did not subscribe? Then just ignore this e-mail: without a click you will get nothing from us.",
    footerWhy: "You receive this e-mail because you confirmed the Jugendclub's newsletter.",
    manageLabel: "Change topics",
    unsubscribeLabel: "Unsubscribe",
    webVersionLabel: "Read in the browser",
    eventsHeading: "Our events",
    moreLabel: "Read more",
    digestSubject: "What's on at the Jugendclub: {period}",
    digestLead: "These events are coming up.",
    signature: "See you soon!",
  },
  pt: {
    consent:
      "Quero receber a newsletter do Jugendclub por e-mail. Posso cancelar a subscrição a qualquer momento com um clique.",
    confirmSubject: "Newsletter: confirme o seu endereço de e-mail",
    confirmHello: "Olá,",
    confirmLead: "obrigado pelo seu interesse! Clique no botão para confirmar a newsletter. Só depois a receberá.",
    confirmButton: "Confirmar a newsletter",
    confirmIgnore: "Não se inscreveu? Então ignore este e-mail: sem clicar, não receberá nada da nossa parte.",
    footerWhy: "Recebe este e-mail porque confirmou a newsletter do Jugendclub.",
    manageLabel: "Alterar temas",
    unsubscribeLabel: "Cancelar subscrição",
    webVersionLabel: "Ler no navegador",
    eventsHeading: "Os nossos eventos",
    moreLabel: "Saber mais",
    digestSubject: "O que se passa no Jugendclub: {period}",
    digestLead: "Estes são os próximos eventos.",
    signature: "Até breve!",
  },
};
