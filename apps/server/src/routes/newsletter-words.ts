import type { PublicLocale } from "@jugendclub/api/locales";

// The words of the newsletter's pages (newsletter-pages.ts) in the five languages of the site. The
// consent text beside the subscribe button is the mails' (NEWSLETTER_MAIL_WORDS[lang].consent):
// the one the confirmation stores.

export interface NewsletterWords {
  formTitle: string;
  formLead: string;
  email: string;
  language: string;
  topics: string;
  allEvents: string;
  news: string;
  subscribe: string;
  checkMailTitle: string;
  checkMail: string;
  fix: string;
  emailInvalid: string;
  topicsMissing: string;
  tooMany: string;
  unavailable: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  subscribedTitle: string;
  subscribedText: string;
  toManage: string;
  manageTitle: string;
  address: string;
  paused: string;
  left: string;
  save: string;
  saved: string;
  unsubscribeTitle: string;
  unsubscribeText: string;
  unsubscribeButton: string;
  leftTitle: string;
  leftText: string;
  subscribeAgain: string;
  badLink: string;
  notFound: string;
  otherLanguages: string;
}

/** Each language in its own words: the language select and the web version's other languages. */
export const LANGUAGE_NAMES: Record<PublicLocale, string> = {
  lb: "Lëtzebuergesch",
  de: "Deutsch",
  fr: "Français",
  en: "English",
  pt: "Português",
};

export const NEWSLETTER_WORDS: Record<PublicLocale, NewsletterWords> = {
  lb: {
    formTitle: "Newsletter",
    formLead: "Wat leeft beim Jugendclub? Mir schécken Iech eis Neiegkeeten an Evenementer direkt an d'Postkëscht.",
    email: "E-Mail",
    language: "Sprooch",
    topics: "Wat interesséiert Iech?",
    allEvents: "All Evenementer",
    news: "Neiegkeete vum Club",
    subscribe: "Abonnéieren",
    checkMailTitle: "Kuckt an Är E-Mailen",
    checkMail:
      "Mir hunn Iech eng E-Mail geschéckt. Klickt do op „Newsletter confirméieren“. Näischt kritt? Kuckt och am Spam-Dossier.",
    fix: "Kuckt w.e.g. dës Felder no:",
    emailInvalid: "Gitt w.e.g. eng gëlteg E-Mail-Adress an.",
    topicsMissing: "Wielt w.e.g. mindestens een Thema.",
    tooMany:
      "Ze vill Ufroen a kuerzer Zäit, oder dës Adress huet haut schonn eng E-Mail vun eis kritt (kuckt och am Spam-Dossier). Probéiert et w.e.g. méi spéit nach eng Kéier.",
    unavailable: "Den Newsletter geet de Moment net. Probéiert et w.e.g. méi spéit nach eng Kéier.",
    confirmTitle: "Newsletter confirméieren",
    confirmText: "Nach ee Klick, da sidd Dir dobäi.",
    confirmButton: "Confirméieren",
    subscribedTitle: "Dir sidd dobäi!",
    subscribedText: "Merci! Dir kritt elo eisen Newsletter op {email}.",
    toManage: "Themen a Sprooch änneren",
    manageTitle: "Ären Newsletter",
    address: "Adress",
    paused: "Är Adress huet eis Maile refuséiert; mir schécken Iech eréischt nees eppes, wann Dir hei späichert.",
    left: "Dir sidd de Moment ofgemellt. Späichert, fir den Newsletter nees ze kréien.",
    save: "Späicheren",
    saved: "Gespäichert. Merci!",
    unsubscribeTitle: "Ofmellen",
    unsubscribeText: "Dir kritt eisen Newsletter op {email}. Mat engem Klick hei sidd Dir ofgemellt.",
    unsubscribeButton: "Ofmellen",
    leftTitle: "Dir sidd ofgemellt",
    leftText: "Dir kritt keen Newsletter méi vun eis. Schued, dass Dir gitt!",
    subscribeAgain: "Nees abonnéieren",
    badLink: "Dëse Link ass net gëlteg oder méi al wéi 7 Deeg. Benotzt w.e.g. de Link aus der leschter E-Mail.",
    notFound: "Dësen Newsletter gëtt et net.",
    otherLanguages: "Och op:",
  },
  de: {
    formTitle: "Newsletter",
    formLead: "Was läuft im Jugendclub? Wir schicken Ihnen Neuigkeiten und Veranstaltungen direkt ins Postfach.",
    email: "E-Mail",
    language: "Sprache",
    topics: "Was interessiert Sie?",
    allEvents: "Alle Veranstaltungen",
    news: "Neuigkeiten aus dem Club",
    subscribe: "Abonnieren",
    checkMailTitle: "Sehen Sie in Ihre E-Mails",
    checkMail:
      "Wir haben Ihnen eine E-Mail geschickt. Klicken Sie dort auf „Newsletter bestätigen“. Nichts bekommen? Sehen Sie auch im Spam-Ordner nach.",
    fix: "Bitte prüfen Sie diese Felder:",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    topicsMissing: "Bitte wählen Sie mindestens ein Thema.",
    tooMany:
      "Zu viele Anfragen in kurzer Zeit, oder an diese Adresse ging heute schon eine E-Mail von uns (sehen Sie auch im Spam-Ordner nach). Bitte versuchen Sie es später noch einmal.",
    unavailable: "Der Newsletter geht gerade nicht. Bitte versuchen Sie es später noch einmal.",
    confirmTitle: "Newsletter bestätigen",
    confirmText: "Noch ein Klick, dann sind Sie dabei.",
    confirmButton: "Bestätigen",
    subscribedTitle: "Sie sind dabei!",
    subscribedText: "Danke! Sie erhalten unseren Newsletter jetzt an {email}.",
    toManage: "Themen und Sprache ändern",
    manageTitle: "Ihr Newsletter",
    address: "Adresse",
    paused: "Ihre Adresse hat unsere E-Mails abgelehnt; wir schicken Ihnen erst wieder etwas, wenn Sie hier speichern.",
    left: "Sie sind zurzeit abgemeldet. Speichern Sie, um den Newsletter wieder zu erhalten.",
    save: "Speichern",
    saved: "Gespeichert. Danke!",
    unsubscribeTitle: "Abmelden",
    unsubscribeText: "Sie erhalten unseren Newsletter an {email}. Mit einem Klick hier sind Sie abgemeldet.",
    unsubscribeButton: "Abmelden",
    leftTitle: "Sie sind abgemeldet",
    leftText: "Sie erhalten keinen Newsletter mehr von uns. Schade, dass Sie gehen!",
    subscribeAgain: "Wieder abonnieren",
    badLink: "Dieser Link ist ungültig oder älter als 7 Tage. Bitte verwenden Sie den Link aus der letzten E-Mail.",
    notFound: "Diesen Newsletter gibt es nicht.",
    otherLanguages: "Auch auf:",
  },
  fr: {
    formTitle: "Newsletter",
    formLead:
      "Quoi de neuf au Jugendclub ? Nous vous envoyons nos nouvelles et nos événements directement dans votre boîte mail.",
    email: "E-mail",
    language: "Langue",
    topics: "Qu'est-ce qui vous intéresse ?",
    allEvents: "Tous les événements",
    news: "Nouvelles du club",
    subscribe: "S'abonner",
    checkMailTitle: "Regardez vos e-mails",
    checkMail:
      "Nous vous avons envoyé un e-mail. Cliquez sur « Confirmer la newsletter ». Rien reçu ? Regardez aussi dans le dossier spam.",
    fix: "Veuillez vérifier ces champs :",
    emailInvalid: "Veuillez indiquer une adresse e-mail valable.",
    topicsMissing: "Veuillez choisir au moins un thème.",
    tooMany:
      "Trop de demandes en peu de temps, ou cette adresse a déjà reçu un e-mail de notre part aujourd'hui (regardez aussi dans le dossier spam). Veuillez réessayer plus tard.",
    unavailable: "La newsletter ne fonctionne pas pour le moment. Veuillez réessayer plus tard.",
    confirmTitle: "Confirmer la newsletter",
    confirmText: "Encore un clic et vous y êtes.",
    confirmButton: "Confirmer",
    subscribedTitle: "Vous y êtes !",
    subscribedText: "Merci ! Vous recevez désormais notre newsletter à l'adresse {email}.",
    toManage: "Changer les thèmes et la langue",
    manageTitle: "Votre newsletter",
    address: "Adresse",
    paused:
      "Votre adresse a refusé nos e-mails ; nous ne vous enverrons plus rien tant que vous n'aurez pas enregistré ici.",
    left: "Vous êtes actuellement désabonné. Enregistrez pour recevoir à nouveau la newsletter.",
    save: "Enregistrer",
    saved: "C'est enregistré. Merci !",
    unsubscribeTitle: "Se désabonner",
    unsubscribeText: "Vous recevez notre newsletter à l'adresse {email}. Un clic ici suffit pour vous désabonner.",
    unsubscribeButton: "Se désabonner",
    leftTitle: "Vous êtes désabonné",
    leftText: "Vous ne recevrez plus notre newsletter. Dommage de vous voir partir !",
    subscribeAgain: "Se réabonner",
    badLink: "Ce lien n'est pas valable ou date de plus de 7 jours. Veuillez utiliser le lien du dernier e-mail.",
    notFound: "Cette newsletter n'existe pas.",
    otherLanguages: "Aussi en :",
  },
  en: {
    formTitle: "Newsletter",
    formLead: "What's on at the Jugendclub? We send our news and events straight to your inbox.",
    email: "E-mail",
    language: "Language",
    topics: "What interests you?",
    allEvents: "All events",
    news: "Club news",
    subscribe: "Subscribe",
    checkMailTitle: "Check your e-mail",
    checkMail:
      "We have sent you an e-mail. Click “Confirm the newsletter” in it. Nothing there? Please look in your spam folder too.",
    fix: "Please check these fields:",
    emailInvalid: "Please enter a valid e-mail address.",
    topicsMissing: "Please choose at least one topic.",
    tooMany:
      "Too many requests in a short time, or this address already got an e-mail from us today (please look in your spam folder too). Please try again later.",
    unavailable: "The newsletter does not work right now. Please try again later.",
    confirmTitle: "Confirm the newsletter",
    confirmText: "One more click and you're in.",
    confirmButton: "Confirm",
    subscribedTitle: "You're subscribed!",
    subscribedText: "Thank you! You will now receive our newsletter at {email}.",
    toManage: "Change topics and language",
    manageTitle: "Your newsletter",
    address: "Address",
    paused: "Your address refused our e-mails; we will send you nothing more until you save here.",
    left: "You are unsubscribed at the moment. Save to receive the newsletter again.",
    save: "Save",
    saved: "Saved. Thank you!",
    unsubscribeTitle: "Unsubscribe",
    unsubscribeText: "You receive our newsletter at {email}. One click here and you are unsubscribed.",
    unsubscribeButton: "Unsubscribe",
    leftTitle: "You have left the newsletter",
    leftText: "You will not receive our newsletter any more. Sorry to see you go!",
    subscribeAgain: "Subscribe again",
    badLink: "This link is not valid or older than 7 days. Please use the link in the latest e-mail.",
    notFound: "This newsletter does not exist.",
    otherLanguages: "Also in:",
  },
  pt: {
    formTitle: "Newsletter",
    formLead: "O que se passa no Jugendclub? Enviamos as nossas novidades e eventos diretamente para o seu e-mail.",
    email: "E-mail",
    language: "Língua",
    topics: "O que lhe interessa?",
    allEvents: "Todos os eventos",
    news: "Novidades do clube",
    subscribe: "Subscrever",
    checkMailTitle: "Veja o seu e-mail",
    checkMail:
      "Enviámos-lhe um e-mail. Clique em «Confirmar a newsletter». Não recebeu nada? Veja também na pasta de spam.",
    fix: "Verifique estes campos:",
    emailInvalid: "Indique um endereço de e-mail válido.",
    topicsMissing: "Escolha pelo menos um tema.",
    tooMany:
      "Demasiados pedidos em pouco tempo, ou este endereço já recebeu hoje um e-mail nosso (veja também na pasta de spam). Tente novamente mais tarde.",
    unavailable: "A newsletter não funciona de momento. Tente novamente mais tarde.",
    confirmTitle: "Confirmar a newsletter",
    confirmText: "Só mais um clique e está dentro.",
    confirmButton: "Confirmar",
    subscribedTitle: "Está inscrito!",
    subscribedText: "Obrigado! A partir de agora recebe a nossa newsletter em {email}.",
    toManage: "Alterar temas e língua",
    manageTitle: "A sua newsletter",
    address: "Endereço",
    paused: "O seu endereço recusou os nossos e-mails; não lhe enviamos mais nada até guardar aqui.",
    left: "De momento, a sua subscrição está cancelada. Guarde para voltar a receber a newsletter.",
    save: "Guardar",
    saved: "Guardado. Obrigado!",
    unsubscribeTitle: "Cancelar subscrição",
    unsubscribeText: "Recebe a nossa newsletter em {email}. Com um clique aqui, cancela a subscrição.",
    unsubscribeButton: "Cancelar subscrição",
    leftTitle: "Saiu da newsletter",
    leftText: "Já não vai receber a nossa newsletter. Que pena vê-lo partir!",
    subscribeAgain: "Subscrever de novo",
    badLink: "Este link não é válido ou tem mais de 7 dias. Use o link do último e-mail.",
    notFound: "Esta newsletter não existe.",
    otherLanguages: "Também em:",
  },
};
