import type { PublicLocale } from "../locales.js";

// The words of the sign-up mails, in the five languages of the site. {event}, {when}, {place},
// {places}, {position}, {deadline}, {name} and {hours} are filled in by mails.ts.

export interface SignupMailTexts {
  hello: string;
  signature: string;
  requestSubject: string;
  request: string;
  requestForChild: string;
  requestIgnore: string;
  confirmLabel: string;
  confirmedSubject: string;
  confirmed: string;
  waitingSubject: string;
  waiting: string;
  offerSubject: string;
  offer: string;
  acceptLabel: string;
  declineLabel: string;
  reminderSubject: string;
  reminder: string;
  cancelledSubject: string;
  cancelled: string;
  cancelLabel: string;
  /** Under a message from the club to those signed up: why it came. */
  messageWhy: string;
  whenLabel: string;
  whereLabel: string;
  placesLabel: string;
  shiftLabel: string;
  /** Confirmed: the line above the QR code. */
  ticket: string;
  /** The QR code's alternative text. */
  ticketAlt: string;
}

export const SIGNUP_MAIL_TEXTS: Record<PublicLocale, SignupMailTexts> = {
  lb: {
    hello: "Moien,",
    signature: "Bis geschwënn!",
    requestSubject: "Bestätegt w.e.g. Är Umeldung: {event}",
    request: "Dir hutt Iech fir „{event}“ ugemellt. Bestätegt w.e.g. Är E-Mail-Adress, soss zielt d'Umeldung net:",
    requestForChild:
      "{name} huet sech fir „{event}“ ugemellt an Är Adress als déi vun engem Elterendeel uginn. Wann Dir averstane sidd, bestätegt w.e.g. d'Umeldung:",
    requestIgnore: "Dir wësst vun näischt? Da kënnt Dir dës E-Mail ignoréieren: ouni Bestätegung geschitt näischt.",
    confirmLabel: "Umeldung bestätegen",
    confirmedSubject: "Dir sidd ugemellt: {event}",
    confirmed: "Är Umeldung fir „{event}“ ass bestätegt. Mir freeën eis op Iech!",
    waitingSubject: "Op der Waardelëscht: {event}",
    waiting:
      "„{event}“ ass ausgebucht. Dir stitt op der Waardelëscht op der Plaz {position}. Gëtt eng Plaz fräi, kritt Dir eng E-Mail a kënnt se dann huelen.",
    offerSubject: "Eng Plaz ass fräi fir Iech: {event}",
    offer: "Fir „{event}“ ass eng Plaz fräi ginn, a si ass fir Iech reservéiert bis {deadline}. Wëllt Dir se huelen?",
    acceptLabel: "Plaz huelen",
    declineLabel: "Nee merci",
    reminderSubject: "Erënnerung: {event}",
    reminder: "Eng kleng Erënnerung: Dir sidd fir „{event}“ ugemellt.",
    cancelledSubject: "Ofgemellt: {event}",
    cancelled: "Är Umeldung fir „{event}“ ass ofgemellt.",
    cancelLabel: "Ofmellen",
    messageWhy: "Dir kritt dës Noriicht, well Dir fir „{event}“ ugemellt sidd.",
    whenLabel: "Wéini",
    whereLabel: "Wou",
    placesLabel: "Plazen",
    shiftLabel: "Schicht",
    ticket: "Weist dëse Code un der Dier.",
    ticketAlt: "QR-Code fir un der Dier",
  },
  de: {
    hello: "Hallo,",
    signature: "Bis bald!",
    requestSubject: "Bitte bestätigen Sie Ihre Anmeldung: {event}",
    request:
      "Sie haben sich für „{event}“ angemeldet. Bitte bestätigen Sie Ihre E-Mail-Adresse, sonst zählt die Anmeldung nicht:",
    requestForChild:
      "{name} hat sich für „{event}“ angemeldet und Ihre Adresse als die eines Elternteils angegeben. Wenn Sie einverstanden sind, bestätigen Sie bitte die Anmeldung:",
    requestIgnore: "Sie wissen von nichts? Dann können Sie diese E-Mail ignorieren: ohne Bestätigung geschieht nichts.",
    confirmLabel: "Anmeldung bestätigen",
    confirmedSubject: "Sie sind angemeldet: {event}",
    confirmed: "Ihre Anmeldung für „{event}“ ist bestätigt. Wir freuen uns auf Sie!",
    waitingSubject: "Auf der Warteliste: {event}",
    waiting:
      "„{event}“ ist ausgebucht. Sie stehen auf der Warteliste an Platz {position}. Wird ein Platz frei, bekommen Sie eine E-Mail und können ihn dann nehmen.",
    offerSubject: "Ein Platz ist frei für Sie: {event}",
    offer:
      "Für „{event}“ ist ein Platz frei geworden, und er ist bis {deadline} für Sie reserviert. Möchten Sie ihn nehmen?",
    acceptLabel: "Platz nehmen",
    declineLabel: "Nein danke",
    reminderSubject: "Erinnerung: {event}",
    reminder: "Eine kleine Erinnerung: Sie sind für „{event}“ angemeldet.",
    cancelledSubject: "Abgemeldet: {event}",
    cancelled: "Ihre Anmeldung für „{event}“ ist abgemeldet.",
    cancelLabel: "Abmelden",
    messageWhy: "Sie erhalten diese Nachricht, weil Sie für „{event}“ angemeldet sind.",
    whenLabel: "Wann",
    whereLabel: "Wo",
    placesLabel: "Plätze",
    shiftLabel: "Schicht",
    ticket: "Zeigen Sie diesen Code am Eingang.",
    ticketAlt: "QR-Code für den Eingang",
  },
  fr: {
    hello: "Bonjour,",
    signature: "À bientôt !",
    requestSubject: "Merci de confirmer votre inscription : {event}",
    request:
      "Vous vous êtes inscrit·e à « {event} ». Merci de confirmer votre adresse e-mail, sinon l'inscription ne compte pas :",
    requestForChild:
      "{name} s'est inscrit·e à « {event} » et a donné votre adresse comme celle d'un parent. Si vous êtes d'accord, merci de confirmer l'inscription :",
    requestIgnore: "Vous n'êtes au courant de rien ? Ignorez cet e-mail : sans confirmation, il ne se passe rien.",
    confirmLabel: "Confirmer l'inscription",
    confirmedSubject: "Vous êtes inscrit·e : {event}",
    confirmed: "Votre inscription à « {event} » est confirmée. Nous nous réjouissons de vous voir !",
    waitingSubject: "Sur la liste d'attente : {event}",
    waiting:
      "« {event} » est complet. Vous êtes sur la liste d'attente, à la place {position}. Si une place se libère, vous recevez un e-mail et pouvez la prendre.",
    offerSubject: "Une place est libre pour vous : {event}",
    offer:
      "Une place s'est libérée pour « {event} » ; elle vous est réservée jusqu'au {deadline}. Voulez-vous la prendre ?",
    acceptLabel: "Prendre la place",
    declineLabel: "Non merci",
    reminderSubject: "Rappel : {event}",
    reminder: "Un petit rappel : vous êtes inscrit·e à « {event} ».",
    cancelledSubject: "Désinscription : {event}",
    cancelled: "Votre inscription à « {event} » est annulée.",
    cancelLabel: "Se désinscrire",
    messageWhy: "Vous recevez ce message parce que vous êtes inscrit(e) à « {event} ».",
    whenLabel: "Quand",
    whereLabel: "Où",
    placesLabel: "Places",
    shiftLabel: "Créneau",
    ticket: "Montrez ce code à l'entrée.",
    ticketAlt: "Code QR pour l'entrée",
  },
  en: {
    hello: "Hello,",
    signature: "See you soon!",
    requestSubject: "Please confirm your sign-up: {event}",
    request: "You signed up for “{event}”. Please confirm your e-mail address, or the sign-up does not count:",
    requestForChild:
      "{name} signed up for “{event}” and gave your address as a parent's. If you agree, please confirm the sign-up:",
    requestIgnore: "Not you? Then ignore this e-mail: nothing happens without the confirmation.",
    confirmLabel: "Confirm the sign-up",
    confirmedSubject: "You're signed up: {event}",
    confirmed: "Your sign-up for “{event}” is confirmed. We look forward to seeing you!",
    waitingSubject: "On the waiting list: {event}",
    waiting:
      "“{event}” is full. You are number {position} on the waiting list. If a place frees up, you get an e-mail and can take it.",
    offerSubject: "A place is free for you: {event}",
    offer: "A place has come free for “{event}”, and it is held for you until {deadline}. Would you like to take it?",
    acceptLabel: "Take the place",
    declineLabel: "No, thanks",
    reminderSubject: "Reminder: {event}",
    reminder: "A little reminder: you are signed up for “{event}”.",
    cancelledSubject: "Cancelled: {event}",
    cancelled: "Your sign-up for “{event}” is cancelled.",
    cancelLabel: "Cancel my sign-up",
    messageWhy: "You are receiving this message because you signed up for “{event}”.",
    whenLabel: "When",
    whereLabel: "Where",
    placesLabel: "Places",
    shiftLabel: "Shift",
    ticket: "Show this code at the door.",
    ticketAlt: "QR code for the door",
  },
  pt: {
    hello: "Olá,",
    signature: "Até breve!",
    requestSubject: "Confirme a sua inscrição: {event}",
    request: "Inscreveu-se em «{event}». Confirme o seu endereço de e-mail, senão a inscrição não conta:",
    requestForChild:
      "{name} inscreveu-se em «{event}» e indicou o seu endereço como o de um dos pais. Se concordar, confirme a inscrição:",
    requestIgnore: "Não sabe de nada? Ignore este e-mail: sem confirmação, nada acontece.",
    confirmLabel: "Confirmar a inscrição",
    confirmedSubject: "Está inscrito: {event}",
    confirmed: "A sua inscrição em «{event}» está confirmada. Até lá!",
    waitingSubject: "Na lista de espera: {event}",
    waiting:
      "«{event}» está esgotado. Está na lista de espera, no lugar {position}. Se um lugar ficar livre, recebe um e-mail e pode ficar com ele.",
    offerSubject: "Há um lugar livre para si: {event}",
    offer: "Ficou livre um lugar em «{event}», reservado para si até {deadline}. Quer ficar com ele?",
    acceptLabel: "Ficar com o lugar",
    declineLabel: "Não, obrigado",
    reminderSubject: "Lembrete: {event}",
    reminder: "Um pequeno lembrete: está inscrito em «{event}».",
    cancelledSubject: "Inscrição cancelada: {event}",
    cancelled: "A sua inscrição em «{event}» foi cancelada.",
    cancelLabel: "Cancelar a inscrição",
    messageWhy: "Recebe esta mensagem porque está inscrito em «{event}».",
    whenLabel: "Quando",
    whereLabel: "Onde",
    placesLabel: "Lugares",
    shiftLabel: "Turno",
    ticket: "Mostre este código à entrada.",
    ticketAlt: "Código QR para a entrada",
  },
};
