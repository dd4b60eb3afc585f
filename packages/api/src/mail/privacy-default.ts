import { CLUB_ADDRESS_LINES, CLUB_NAME } from "../club.js";

// The privacy notice (/privacy) until admins write their own: the Luxembourgish text and its
// translations (issue 32), so /de, /fr, /en and /pt read it in their language. `{months}` is the
// retention period. German, French and Portuguese speak to the reader informally, as the site does.

const WHO = `${CLUB_NAME} (${CLUB_ADDRESS_LINES.join(", ")})`;

export const DEFAULT_PRIVACY_TEXT = `## Wien ass verantwortlech?
De ${WHO} ass verantwortlech fir d'Donnéeën, déi Dir eis iwwer dës Websäit schéckt.

## Wat späichere mir?
Wann Dir eis e Memberschaftsformulaire oder eng Sponsoring-Ufro schéckt, späichere mir Ären Numm, Är E-Mail-Adress, Är Telefonsnummer (wann Dir se uginn hutt), Äre Gebuertsdatum (fir Memberen), bei Jonken ënner 16 Joer den Numm an d'E-Mail-Adress vun engem Elterendeel, an Äre Message.

## Firwat?
Mir brauchen dës Donnéeën, fir Är Ufro ze beäntweren an, wann Dir Member gitt, fir eis Memberlëscht. Mir ginn se net weider a verkafen se net. De Comité kritt Äre Message per E-Mail.

## Wéi laang?
Messagen ginn no {months} Méint automatesch geläscht. Messagen, déi eise Spamfilter erwëscht, no 30 Deeg.

## Är Rechter
Dir kënnt zu all Moment froen, wat mir iwwer Iech gespäichert hunn, an et läsche loossen (Artikel 15 a 17 vun der DSGVO). Schreift eis dofir iwwer de Kontaktformulaire oder un de Comité. Dir kënnt Iech och bei der Nationaler Kommissioun fir den Dateschutz (CNPD) beschwéieren.

## Cookien
Dës Säit setzt keng Cookien fir Visiteuren a keng Tracker. Just déi Leit vum Comité, déi sech umellen, kréien en Umeldungs-Cookie.`;

/** The default notice in de, fr, en and pt. */
export const DEFAULT_PRIVACY_TRANSLATIONS: Record<"de" | "fr" | "en" | "pt", string> = {
  de: `## Wer ist verantwortlich?
Der ${WHO} ist verantwortlich für die Daten, die du uns über diese Website schickst.

## Was speichern wir?
Wenn du uns ein Mitgliedsformular oder eine Sponsoring-Anfrage schickst, speichern wir deinen Namen, deine E-Mail-Adresse, deine Telefonnummer (wenn du sie angegeben hast), dein Geburtsdatum (bei Mitgliedern), bei Jugendlichen unter 16 Jahren den Namen und die E-Mail-Adresse eines Elternteils, und deine Nachricht.

## Wozu?
Wir brauchen diese Daten, um deine Anfrage zu beantworten und, wenn du Mitglied wirst, für unsere Mitgliederliste. Wir geben sie nicht weiter und verkaufen sie nicht. Der Vorstand erhält deine Nachricht per E-Mail.

## Wie lange?
Nachrichten werden nach {months} Monaten automatisch gelöscht, Nachrichten, die unser Spamfilter abfängt, nach 30 Tagen.

## Deine Rechte
Du kannst jederzeit fragen, was wir über dich gespeichert haben, und es löschen lassen (Artikel 15 und 17 DSGVO). Schreib uns dazu über das Kontaktformular oder an den Vorstand. Du kannst dich auch bei der Nationalen Kommission für den Datenschutz (CNPD) beschweren.

## Cookies
Diese Website setzt für Besucher keine Cookies und keine Tracker. Nur die Vorstandsmitglieder, die sich anmelden, erhalten ein Anmelde-Cookie.`,
  fr: `## Qui est responsable ?
Le ${WHO} est responsable des données que tu nous envoies par ce site.

## Que conservons-nous ?
Quand tu nous envoies un formulaire d'adhésion ou une demande de sponsoring, nous conservons ton nom, ton adresse e-mail, ton numéro de téléphone (si tu l'as indiqué), ta date de naissance (pour les membres), pour les jeunes de moins de 16 ans le nom et l'adresse e-mail d'un parent, et ton message.

## Pourquoi ?
Nous avons besoin de ces données pour répondre à ta demande et, si tu deviens membre, pour notre liste des membres. Nous ne les transmettons pas et ne les vendons pas. Le comité reçoit ton message par e-mail.

## Combien de temps ?
Les messages sont effacés automatiquement après {months} mois, ceux que notre filtre anti-spam intercepte après 30 jours.

## Tes droits
Tu peux à tout moment demander ce que nous avons enregistré sur toi et le faire effacer (articles 15 et 17 du RGPD). Écris-nous pour cela via le formulaire de contact ou au comité. Tu peux aussi déposer une réclamation auprès de la Commission nationale pour la protection des données (CNPD).

## Cookies
Ce site ne dépose ni cookie ni traceur chez les visiteurs. Seuls les membres du comité qui se connectent reçoivent un cookie de connexion.`,
  en: `## Who is responsible?
${WHO} is responsible for the data you send us through this website.

## What do we keep?
When you send us a membership form or a sponsorship enquiry, we keep your name, your e-mail address, your phone number (if you gave it), your date of birth (for members), for young people under 16 the name and e-mail address of a parent, and your message.

## Why?
We need this data to answer your enquiry and, if you become a member, for our list of members. We do not pass it on and do not sell it. The committee receives your message by e-mail.

## How long?
Messages are deleted automatically after {months} months; messages caught by our spam filter after 30 days.

## Your rights
You may ask at any time what we have stored about you and have it deleted (Articles 15 and 17 GDPR). Write to us through the contact form or to the committee. You may also complain to the National Commission for Data Protection (CNPD).

## Cookies
This site sets no cookies and no trackers for visitors. Only committee members who sign in get a sign-in cookie.`,
  pt: `## Quem é responsável?
O ${WHO} é responsável pelos dados que nos envias através deste site.

## O que guardamos?
Quando nos envias um formulário de adesão ou um pedido de patrocínio, guardamos o teu nome, o teu endereço de e-mail, o teu número de telefone (se o indicaste), a tua data de nascimento (para membros), para jovens com menos de 16 anos o nome e o e-mail de um dos pais, e a tua mensagem.

## Porquê?
Precisamos destes dados para responder ao teu pedido e, se te tornares membro, para a nossa lista de membros. Não os passamos a ninguém nem os vendemos. A direção recebe a tua mensagem por e-mail.

## Durante quanto tempo?
As mensagens são apagadas automaticamente ao fim de {months} meses; as que o nosso filtro de spam apanha, ao fim de 30 dias.

## Os teus direitos
Podes perguntar a qualquer momento o que guardámos sobre ti e pedir que seja apagado (artigos 15.º e 17.º do RGPD). Escreve-nos pelo formulário de contacto ou à direção. Também podes apresentar queixa à Comissão Nacional de Proteção de Dados (CNPD).

## Cookies
Este site não coloca cookies nem rastreadores aos visitantes. Só os membros da direção que iniciam sessão recebem um cookie de sessão.`,
};
