// A mail server's refusal in words a volunteer understands, for the panel's test mail and the
// System tab; the server's own answer follows as the detail.

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

const CERTIFICATE = /certificate|self[- ]signed|CERT_|altnames|unable to verify/i;
const TLS_MISMATCH = /wrong version number|ssl3_get_record|packet length too long|tls|ssl/i;

/** An outbox row's recorded reason ("EAUTH: 535 5.7.8 …", service.ts's reason()) as an error. */
function fromReason(reason: string): SmtpError {
  const code = /^(E[A-Z]+):/.exec(reason)?.[1];
  const response = /(?:^|: )([45]\d\d)[ -]/.exec(reason)?.[1];
  return { ...(code ? { code } : {}), ...(response ? { responseCode: Number(response) } : {}), message: reason };
}

/** What went wrong, in plain German: from the error, or from the reason an outbox row recorded. */
export function plainMailError(error: unknown): string {
  const e = (typeof error === "string" ? fromReason(error) : (error ?? {})) as SmtpError;
  const text = `${e.code ?? ""} ${e.message ?? String(error)}`;
  if (e.code === "EAUTH" || e.responseCode === 535 || e.responseCode === 534) {
    return "Der Mailserver hat die Anmeldung abgelehnt: Benutzername oder Passwort stimmt nicht (bei manchen Anbietern braucht es ein eigenes App-Passwort).";
  }
  if (e.code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(text)) {
    return "Den Mailserver gibt es unter diesem Namen nicht: Bitte den Servernamen prüfen.";
  }
  if (CERTIFICATE.test(text)) {
    return "Problem mit dem Zertifikat des Mailservers: Der Servername passt nicht zum Zertifikat, oder das Zertifikat ist nicht vertrauenswürdig.";
  }
  if (
    /ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ECONNRESET|Greeting never received|Connection timeout/i.test(text)
  ) {
    return "Der Mailserver ist nicht erreichbar: Bitte Servernamen und Port prüfen (oder der Server ist gerade nicht da).";
  }
  if (e.code === "ETLS" || (e.code === "ESOCKET" && TLS_MISMATCH.test(text))) {
    return "Die Verschlüsselung passt nicht zum Port: Meist gehört TLS zu Port 465 und STARTTLS zu Port 587.";
  }
  if (e.code === "EENVELOPE" || e.responseCode === 550 || e.responseCode === 553 || e.responseCode === 554) {
    return "Der Mailserver hat den Absender oder den Empfänger abgelehnt: Der Absender muss meist die Adresse des Kontos sein.";
  }
  if (e.responseCode && e.responseCode >= 400 && e.responseCode < 500) {
    return "Der Mailserver nimmt gerade keine Mails an und bittet, es später noch einmal zu versuchen.";
  }
  return "Der Mailserver hat die Mail nicht angenommen.";
}
