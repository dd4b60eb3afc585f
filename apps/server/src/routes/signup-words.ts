import type { PublicLocale } from "@jugendclub/api/locales";

// The words of the sign-up pages (signup-pages.ts) in the five languages of the site.

export interface SignupWords {
  formTitle: string;
  left: string;
  full: string;
  unlimited: string;
  closed: string;
  name: string;
  email: string;
  phone: string;
  optional: string;
  guests: string;
  shifts: string;
  underSixteen: string;
  parentName: string;
  parentEmail: string;
  parentHint: string;
  yes: string;
  no: string;
  send: string;
  checkMailTitle: string;
  checkMail: string;
  checkParentMail: string;
  fix: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  cancelTitle: string;
  cancelText: string;
  cancelButton: string;
  acceptTitle: string;
  acceptText: string;
  acceptButton: string;
  declineTitle: string;
  declineText: string;
  declineButton: string;
  confirmed: string;
  waiting: string;
  offered: string;
  cancelled: string;
  expired: string;
  unconfirmed: string;
  badLink: string;
  toEvent: string;
  tooMany: string;
  unavailable: string;
}

export const SIGNUP_WORDS: Record<PublicLocale, SignupWords> = {
  lb: {
    formTitle: "Umellen",
    left: "nach {n} Plazen fräi",
    full: "Ausgebucht · Waardelëscht",
    unlimited: "Plazen fräi",
    closed: "D'Umeldung ass zou.",
    name: "Numm",
    email: "E-Mail",
    phone: "Telefon",
    optional: "fakultativ",
    guests: "Gäscht, déi Dir matbréngt",
    shifts: "Schichten",
    underSixteen: "Ech sinn ënner 16 Joer",
    parentName: "Numm vun engem Elterendeel",
    parentEmail: "E-Mail vun engem Elterendeel",
    parentHint: "Ënner 16 bestätegt en Elterendeel d'Umeldung.",
    yes: "Jo",
    no: "Nee",
    send: "Umellen",
    checkMailTitle: "Kuckt an Är E-Mailen",
    checkMail: "Mir hunn Iech eng E-Mail geschéckt. Klickt do op „Umeldung bestätegen“, soss zielt d'Umeldung net.",
    checkParentMail:
      "Mir hunn dem Elterendeel eng E-Mail geschéckt: d'Umeldung zielt, soubal hien oder hatt se bestätegt.",
    fix: "Kuckt w.e.g. dës Felder no:",
    confirmTitle: "Umeldung bestätegen",
    confirmText: "Bestätegt hei Är Umeldung fir „{event}“.",
    confirmButton: "Umeldung bestätegen",
    cancelTitle: "Ofmellen",
    cancelText: "Wëllt Dir Iech vu „{event}“ ofmellen? Är Plaz geet un déi nächst Persoun op der Waardelëscht.",
    cancelButton: "Jo, ofmellen",
    acceptTitle: "Plaz huelen",
    acceptText: "Fir „{event}“ ass eng Plaz fir Iech reservéiert.",
    acceptButton: "Plaz huelen",
    declineTitle: "Plaz ofleenen",
    declineText: "Wëllt Dir d'Plaz fir „{event}“ net huelen? Si geet dann un déi nächst Persoun.",
    declineButton: "Nee merci",
    confirmed: "Dir sidd ugemellt fir „{event}“. Mir freeën eis op Iech!",
    waiting:
      "„{event}“ ass ausgebucht: Dir stitt op der Waardelëscht op der Plaz {position}. Gëtt eng Plaz fräi, kritt Dir eng E-Mail.",
    offered: "Eng Plaz fir „{event}“ ass fir Iech reservéiert bis {deadline}.",
    cancelled: "Dir sidd vu „{event}“ ofgemellt.",
    expired: "D'Offer fir „{event}“ ass ofgelaf: d'Plaz ass un déi nächst Persoun gaangen.",
    unconfirmed: "Är Umeldung fir „{event}“ ass nach net bestätegt.",
    badLink: "Dëse Link ass net gëlteg. Benotzt w.e.g. de Link aus der leschter E-Mail.",
    toEvent: "Zréck bei d'Evenement",
    tooMany: "Ze vill Umeldungen a kuerzer Zäit. Probéiert et w.e.g. méi spéit nach eng Kéier.",
    unavailable: "D'Umeldung geet de Moment net. Probéiert et w.e.g. méi spéit nach eng Kéier.",
  },
  de: {
    formTitle: "Anmelden",
    left: "noch {n} Plätze frei",
    full: "Ausgebucht · Warteliste",
    unlimited: "Plätze frei",
    closed: "Die Anmeldung ist geschlossen.",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    optional: "freiwillig",
    guests: "Gäste, die Sie mitbringen",
    shifts: "Schichten",
    underSixteen: "Ich bin unter 16 Jahre alt",
    parentName: "Name eines Elternteils",
    parentEmail: "E-Mail eines Elternteils",
    parentHint: "Unter 16 bestätigt ein Elternteil die Anmeldung.",
    yes: "Ja",
    no: "Nein",
    send: "Anmelden",
    checkMailTitle: "Schauen Sie in Ihre E-Mails",
    checkMail:
      "Wir haben Ihnen eine E-Mail geschickt. Klicken Sie dort auf „Anmeldung bestätigen“, sonst zählt die Anmeldung nicht.",
    checkParentMail:
      "Wir haben dem Elternteil eine E-Mail geschickt: Die Anmeldung zählt, sobald er oder sie sie bestätigt.",
    fix: "Bitte prüfen Sie diese Felder:",
    confirmTitle: "Anmeldung bestätigen",
    confirmText: "Bestätigen Sie hier Ihre Anmeldung für „{event}“.",
    confirmButton: "Anmeldung bestätigen",
    cancelTitle: "Abmelden",
    cancelText: "Möchten Sie sich von „{event}“ abmelden? Ihr Platz geht an die nächste Person auf der Warteliste.",
    cancelButton: "Ja, abmelden",
    acceptTitle: "Platz nehmen",
    acceptText: "Für „{event}“ ist ein Platz für Sie reserviert.",
    acceptButton: "Platz nehmen",
    declineTitle: "Platz ablehnen",
    declineText: "Möchten Sie den Platz für „{event}“ nicht nehmen? Er geht dann an die nächste Person.",
    declineButton: "Nein danke",
    confirmed: "Sie sind für „{event}“ angemeldet. Wir freuen uns auf Sie!",
    waiting:
      "„{event}“ ist ausgebucht: Sie stehen auf der Warteliste an Platz {position}. Wird ein Platz frei, bekommen Sie eine E-Mail.",
    offered: "Ein Platz für „{event}“ ist bis {deadline} für Sie reserviert.",
    cancelled: "Sie sind von „{event}“ abgemeldet.",
    expired: "Das Angebot für „{event}“ ist abgelaufen: Der Platz ging an die nächste Person.",
    unconfirmed: "Ihre Anmeldung für „{event}“ ist noch nicht bestätigt.",
    badLink: "Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der letzten E-Mail.",
    toEvent: "Zurück zur Veranstaltung",
    tooMany: "Zu viele Anmeldungen in kurzer Zeit. Bitte versuchen Sie es später noch einmal.",
    unavailable: "Die Anmeldung geht gerade nicht. Bitte versuchen Sie es später noch einmal.",
  },
  fr: {
    formTitle: "S'inscrire",
    left: "encore {n} places libres",
    full: "Complet · liste d'attente",
    unlimited: "Places libres",
    closed: "Les inscriptions sont closes.",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    optional: "facultatif",
    guests: "Invités que vous amenez",
    shifts: "Créneaux",
    underSixteen: "J'ai moins de 16 ans",
    parentName: "Nom d'un parent",
    parentEmail: "E-mail d'un parent",
    parentHint: "En dessous de 16 ans, un parent confirme l'inscription.",
    yes: "Oui",
    no: "Non",
    send: "S'inscrire",
    checkMailTitle: "Regardez vos e-mails",
    checkMail:
      "Nous vous avons envoyé un e-mail. Cliquez sur « Confirmer l'inscription », sinon l'inscription ne compte pas.",
    checkParentMail: "Nous avons envoyé un e-mail au parent : l'inscription compte dès qu'il ou elle la confirme.",
    fix: "Veuillez vérifier ces champs :",
    confirmTitle: "Confirmer l'inscription",
    confirmText: "Confirmez ici votre inscription à « {event} ».",
    confirmButton: "Confirmer l'inscription",
    cancelTitle: "Se désinscrire",
    cancelText:
      "Voulez-vous vous désinscrire de « {event} » ? Votre place ira à la personne suivante sur la liste d'attente.",
    cancelButton: "Oui, me désinscrire",
    acceptTitle: "Prendre la place",
    acceptText: "Une place est réservée pour vous à « {event} ».",
    acceptButton: "Prendre la place",
    declineTitle: "Refuser la place",
    declineText: "Vous ne voulez pas la place pour « {event} » ? Elle ira à la personne suivante.",
    declineButton: "Non merci",
    confirmed: "Vous êtes inscrit·e à « {event} ». Au plaisir de vous voir !",
    waiting:
      "« {event} » est complet : vous êtes sur la liste d'attente, à la place {position}. Si une place se libère, vous recevez un e-mail.",
    offered: "Une place pour « {event} » vous est réservée jusqu'au {deadline}.",
    cancelled: "Vous êtes désinscrit·e de « {event} ».",
    expired: "L'offre pour « {event} » a expiré : la place est allée à la personne suivante.",
    unconfirmed: "Votre inscription à « {event} » n'est pas encore confirmée.",
    badLink: "Ce lien n'est pas valable. Veuillez utiliser le lien du dernier e-mail.",
    toEvent: "Retour à l'événement",
    tooMany: "Trop d'inscriptions en peu de temps. Veuillez réessayer plus tard.",
    unavailable: "L'inscription ne fonctionne pas pour le moment. Veuillez réessayer plus tard.",
  },
  en: {
    formTitle: "Sign up",
    left: "{n} places left",
    full: "Full · waiting list",
    unlimited: "Places available",
    closed: "Sign-ups are closed.",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    optional: "optional",
    guests: "Guests you bring",
    shifts: "Shifts",
    underSixteen: "I am under 16",
    parentName: "A parent's name",
    parentEmail: "A parent's e-mail",
    parentHint: "Under 16, a parent confirms the sign-up.",
    yes: "Yes",
    no: "No",
    send: "Sign up",
    checkMailTitle: "Check your e-mail",
    checkMail: "We sent you an e-mail. Click “Confirm the sign-up” in it, or the sign-up does not count.",
    checkParentMail: "We sent the parent an e-mail: the sign-up counts as soon as they confirm it.",
    fix: "Please check these fields:",
    confirmTitle: "Confirm the sign-up",
    confirmText: "Confirm your sign-up for “{event}” here.",
    confirmButton: "Confirm the sign-up",
    cancelTitle: "Cancel",
    cancelText:
      "Do you want to cancel your sign-up for “{event}”? Your place goes to the next person on the waiting list.",
    cancelButton: "Yes, cancel",
    acceptTitle: "Take the place",
    acceptText: "A place at “{event}” is held for you.",
    acceptButton: "Take the place",
    declineTitle: "Decline the place",
    declineText: "You don't want the place at “{event}”? It goes to the next person.",
    declineButton: "No, thanks",
    confirmed: "You are signed up for “{event}”. We look forward to seeing you!",
    waiting:
      "“{event}” is full: you are number {position} on the waiting list. If a place frees up, you get an e-mail.",
    offered: "A place at “{event}” is held for you until {deadline}.",
    cancelled: "Your sign-up for “{event}” is cancelled.",
    expired: "The offer for “{event}” has expired: the place went to the next person.",
    unconfirmed: "Your sign-up for “{event}” is not confirmed yet.",
    badLink: "This link is not valid. Please use the link in the latest e-mail.",
    toEvent: "Back to the event",
    tooMany: "Too many sign-ups in a short time. Please try again later.",
    unavailable: "Sign-ups do not work right now. Please try again later.",
  },
  pt: {
    formTitle: "Inscrever-se",
    left: "ainda {n} lugares livres",
    full: "Esgotado · lista de espera",
    unlimited: "Lugares livres",
    closed: "As inscrições estão fechadas.",
    name: "Nome",
    email: "E-mail",
    phone: "Telefone",
    optional: "facultativo",
    guests: "Convidados que traz",
    shifts: "Turnos",
    underSixteen: "Tenho menos de 16 anos",
    parentName: "Nome de um dos pais",
    parentEmail: "E-mail de um dos pais",
    parentHint: "Com menos de 16 anos, um dos pais confirma a inscrição.",
    yes: "Sim",
    no: "Não",
    send: "Inscrever-se",
    checkMailTitle: "Veja o seu e-mail",
    checkMail: "Enviámos-lhe um e-mail. Clique em «Confirmar a inscrição», senão a inscrição não conta.",
    checkParentMail: "Enviámos um e-mail ao pai ou à mãe: a inscrição conta assim que a confirmar.",
    fix: "Verifique estes campos:",
    confirmTitle: "Confirmar a inscrição",
    confirmText: "Confirme aqui a sua inscrição em «{event}».",
    confirmButton: "Confirmar a inscrição",
    cancelTitle: "Cancelar a inscrição",
    cancelText: "Quer cancelar a inscrição em «{event}»? O seu lugar passa para a pessoa seguinte na lista de espera.",
    cancelButton: "Sim, cancelar",
    acceptTitle: "Ficar com o lugar",
    acceptText: "Há um lugar reservado para si em «{event}».",
    acceptButton: "Ficar com o lugar",
    declineTitle: "Recusar o lugar",
    declineText: "Não quer o lugar em «{event}»? Passa para a pessoa seguinte.",
    declineButton: "Não, obrigado",
    confirmed: "Está inscrito em «{event}». Até lá!",
    waiting:
      "«{event}» está esgotado: está na lista de espera, no lugar {position}. Se um lugar ficar livre, recebe um e-mail.",
    offered: "Um lugar em «{event}» está reservado para si até {deadline}.",
    cancelled: "A sua inscrição em «{event}» foi cancelada.",
    expired: "A oferta para «{event}» expirou: o lugar passou para a pessoa seguinte.",
    unconfirmed: "A sua inscrição em «{event}» ainda não está confirmada.",
    badLink: "Este link não é válido. Use o link do último e-mail.",
    toEvent: "Voltar ao evento",
    tooMany: "Demasiadas inscrições em pouco tempo. Tente novamente mais tarde.",
    unavailable: "As inscrições não funcionam de momento. Tente novamente mais tarde.",
  },
};
