import { useLingui } from "@lingui/react/macro";
import { ADMIN_KINDS } from "../../kinds/index.js";
import { useMessageStatusLabels } from "../../messages/status-badge.js";
import { useRoleLabels } from "../../role-labels.js";

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
  const fields: Record<string, string> = {
    title: t`Titel`,
    description: t`Beschreibung`,
    date: t`Datum`,
    endDate: t`Ende`,
    location: t`Ort`,
    categoryId: t`Kategorie`,
    imageUrl: t`Bild`,
    featured: t`Startseite`,
    status: t`Status`,
    publishAt: t`Veröffentlichen am`,
    activeFrom: t`Aktiv vom`,
    activeUntil: t`Aktiv bis`,
    name: t`Name`,
    logo: t`Logo`,
    website: t`Webseite`,
    address: t`Adresse`,
    type: t`Typ`,
    role: t`Rolle`,
    email: t`E-Mail`,
    phone: t`Telefon`,
    photo: t`Foto`,
    coverImage: t`Cover-Bild`,
    // A photo's title, as its form calls it.
    alt: t`Titel`,
    caption: t`Beschreibung`,
    src: t`Bild`,
    position: t`Reihenfolge`,
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
    field: (key: string) => fields[key] ?? key,
    value: (field: string, value: string) => values[field]?.[value] ?? value,
  };
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
