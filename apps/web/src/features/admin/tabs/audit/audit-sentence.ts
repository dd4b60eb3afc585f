import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDateTime, formatLongDate } from "../../../../lib/format-date.js";
import { TRASHED_ROUTERS } from "../../kinds/index.js";
import type { AuditEntry } from "./audit-entry.js";
import type { AuditLabels } from "./audit-labels.js";

// The audit log in whole sentences (issue 34): who did what to which item, and for a change the
// fields with their old and new values where the server kept them (a status, a date, a name; long
// texts only by name). Entries written before the values were kept name their fields alone.

type Change = AuditEntry["changes"][number];
type Value = Change["from"];

/** What a delete moves into the trash: each kind the API's trash takes (its facts), and messages. */
const TRASHED = new Set([...TRASHED_ROUTERS, "contactSubmissions"]);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as a volunteer reads it: a date in Luxembourg's time, yes or no, a status's name. */
function valueText(i18n: I18n, labels: AuditLabels, field: string, value: Value): string {
  if (value === null || value === undefined || value === "") return i18n._(msg`(leer)`);
  if (typeof value === "boolean") return value ? i18n._(msg`ja`) : i18n._(msg`nein`);
  if (typeof value === "string" && ISO_MOMENT.test(value)) return formatDateTime(value);
  if (typeof value === "string" && ISO_DAY.test(value)) return formatLongDate(value);
  if (typeof value === "string") return labels.value(field, value);
  return String(value);
}

function changeText(i18n: I18n, labels: AuditLabels, change: Change): string {
  const field = labels.field(change.field);
  if (!("from" in change) && !("to" in change)) return field;
  const from = valueText(i18n, labels, change.field, change.from);
  const to = valueText(i18n, labels, change.field, change.to);
  return i18n._(msg`${field} von „${from}“ auf „${to}“`);
}

/** One entry as a sentence in the panel's language. */
export function auditSentence(i18n: I18n, labels: AuditLabels, entry: AuditEntry): string {
  const { actor, title } = entry;
  const token = entry.tokenName;
  const who =
    entry.via !== "token"
      ? actor
      : token
        ? i18n._(msg`${actor} (mit dem API-Token „${token}“)`)
        : i18n._(msg`${actor} (mit einem API-Token)`);
  const kind = labels.entity(entry.entity);
  // An item without a title (an album's untitled photo) is still one item, not the whole area.
  const what = title
    ? i18n._(msg`„${title}“ (${kind})`)
    : entry.entityId !== null
      ? i18n._(msg`einen Eintrag ohne Titel (${kind})`)
      : kind;
  const changes: Change[] = entry.changes.length > 0 ? entry.changes : entry.changedFields.map((field) => ({ field }));
  const details = changes.map((change) => changeText(i18n, labels, change)).join(", ");
  const newStatus = entry.changes.find((change) => change.field === "status")?.to;
  switch (entry.action) {
    case "create":
      return i18n._(msg`${who} hat ${what} erstellt.`);
    case "update":
    case "rename":
    case "save":
    case "saveSettings":
      return details
        ? i18n._(msg`${who} hat ${what} geändert: ${details}.`)
        : i18n._(msg`${who} hat ${what} geändert.`);
    case "order":
      return i18n._(msg`${who} hat die Reihenfolge geändert (${kind}).`);
    case "delete":
      return TRASHED.has(entry.entity)
        ? i18n._(msg`${who} hat ${what} in den Papierkorb gelegt.`)
        : i18n._(msg`${who} hat ${what} gelöscht.`);
    case "restore":
      return i18n._(msg`${who} hat ${what} aus dem Papierkorb zurückgeholt.`);
    case "deleteForever":
      return i18n._(msg`${who} hat ${what} endgültig gelöscht.`);
    case "setStatus": {
      if (typeof newStatus !== "string") return i18n._(msg`${who} hat den Status von ${what} geändert.`);
      const status = labels.value("status", newStatus);
      return i18n._(msg`${who} hat ${what} als „${status}“ markiert.`);
    }
    case "updateOccurrence":
      return i18n._(msg`${who} hat einen Termin der Serie ${what} als eigenes Event angelegt.`);
    case "deletePerson":
      return i18n._(msg`${who} hat alle Nachrichten einer Person gelöscht.`);
    case "login":
      return i18n._(msg`${who} hat sich angemeldet.`);
    case "login-failed":
      return i18n._(msg`Die Anmeldung als „${actor}“ ist fehlgeschlagen.`);
    case "changePassword":
      return i18n._(msg`${who} hat das eigene Passwort geändert.`);
    case "createToken":
      return i18n._(msg`${who} hat den API-Token „${title}“ erstellt.`);
    case "revokeToken":
      return title
        ? i18n._(msg`${who} hat den API-Token „${title}“ widerrufen.`)
        : i18n._(msg`${who} hat einen API-Token widerrufen.`);
    case "createAdmin":
      return i18n._(msg`${who} hat das Konto „${title}“ angelegt.`);
    case "deleteAdmin":
      return title
        ? i18n._(msg`${who} hat das Konto „${title}“ entfernt.`)
        : i18n._(msg`${who} hat ein Konto entfernt.`);
    case "setRole":
      return i18n._(msg`${who} hat die Rolle von „${title}“ geändert: ${details}.`);
    case "deleteAll":
      return i18n._(msg`${who} hat alle Daten gelöscht.`);
    case "saveServer":
      return i18n._(msg`${who} hat den Mailserver eingetragen.`);
    case "deleteServer":
      return i18n._(msg`${who} hat den Mailserver entfernt.`);
    case "sendTest":
      return i18n._(msg`${who} hat eine Test-E-Mail gesendet.`);
    case "retry":
      return i18n._(msg`${who} hat eine E-Mail erneut in den Versand gegeben.`);
    default: {
      const action = labels.action(entry.action);
      return i18n._(msg`${who}: ${action} (${what}).`);
    }
  }
}
