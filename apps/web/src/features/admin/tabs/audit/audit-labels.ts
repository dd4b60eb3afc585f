import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ADMIN_KINDS } from "../../kinds/index.js";
import { useMessageStatusLabels } from "../../messages/status-badge.js";
import { useRoleLabels } from "../../role-labels.js";

/**
 * The fields' names in the log. Every field a kind's create takes has one (the API's facts:
 * kinds/kinds.test.ts fails for a field without its word); a field of a new kind with a name of
 * its own gets its word here.
 */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Titel`,
  description: msg`Beschreibung`,
  date: msg`Datum`,
  endDate: msg`Ende`,
  location: msg`Ort`,
  categoryId: msg`Kategorie`,
  category: msg`Kategorie`,
  recurrence: msg`Wiederholung`,
  signup: msg`Anmeldungen`,
  imageUrl: msg`Bild`,
  featured: msg`Startseite`,
  status: msg`Status`,
  publishAt: msg`Veröffentlichen am`,
  activeFrom: msg`Aktiv vom`,
  activeUntil: msg`Aktiv bis`,
  name: msg`Name`,
  logo: msg`Logo`,
  website: msg`Webseite`,
  address: msg`Adresse`,
  type: msg`Typ`,
  role: msg`Rolle`,
  email: msg`E-Mail`,
  phone: msg`Telefon`,
  photo: msg`Foto`,
  coverImage: msg`Cover-Bild`,
  // A photo's title, as its form calls it.
  alt: msg`Titel`,
  caption: msg`Beschreibung`,
  src: msg`Bild`,
  position: msg`Reihenfolge`,
  takenAt: msg`Aufgenommen am`,
};

/** The audit log's words for what it records: entities, actions and field names in German. */
export function useAuditLabels() {
  const { t, i18n } = useLingui();
  const entities: Record<string, string> = {
    // Each kind of content under the name its declaration gives (features/admin/kinds/).
    ...Object.fromEntries(Object.values(ADMIN_KINDS).map((kind) => [kind.router, i18n._(kind.audit)])),
    contactSubmissions: t`Nachrichten`,
    mail: t`E-Mail-Einstellungen`,
    privacy: t`Datenschutz`,
    admin: t`Konto und Tokens`,
    auth: t`Anmeldungen`,
    uploads: t`Uploads`,
  };
  const actions: Record<string, string> = {
    create: t`Erstellt`,
    update: t`Geändert`,
    delete: t`Gelöscht`,
    login: t`Angemeldet`,
    "login-failed": t`Anmeldung fehlgeschlagen`,
    createToken: t`Token erstellt`,
    revokeToken: t`Token widerrufen`,
    createAdmin: t`Admin hinzugefügt`,
    deleteAdmin: t`Admin entfernt`,
    setRole: t`Rolle geändert`,
    deleteAll: t`Alles gelöscht`,
    changePassword: t`Passwort geändert`,
    setStatus: t`Status geändert`,
    restore: t`Wiederhergestellt`,
    deleteForever: t`Endgültig gelöscht`,
    order: t`Reihenfolge`,
    rename: t`Umbenannt`,
    save: t`Gespeichert`,
    saveSettings: t`Gespeichert`,
    saveServer: t`Mailserver`,
    deleteServer: t`Mailserver`,
    sendTest: t`Test-E-Mail`,
    retry: t`Erneut gesendet`,
    updateOccurrence: t`Einzelner Termin`,
    deletePerson: t`Daten gelöscht`,
  };
  // Values the log shows by their name in the panel: statuses, roles, sponsor types.
  const roles = useRoleLabels();
  const messageStatuses = useMessageStatusLabels();
  const values: Record<string, Record<string, string>> = {
    status: {
      ...messageStatuses,
      draft: t`Entwurf`,
      published: t`Veröffentlicht`,
    },
    role: { admin: roles.admin.name, editor: roles.editor.name, photos: roles.photos.name },
    type: { main: t`Hauptsponsor`, secondary: t`Partner` },
  };
  return {
    entities,
    entity: (key: string) => entities[key] ?? key,
    action: (key: string) => actions[key] ?? key,
    field: (key: string) => (FIELD_LABELS[key] ? i18n._(FIELD_LABELS[key]) : key),
    value: (field: string, value: string) => values[field]?.[value] ?? value,
  };
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
