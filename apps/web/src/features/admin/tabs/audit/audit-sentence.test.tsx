// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { activateAdminLocale, i18n } from "../../../../i18n.js";
import type { AuditEntry } from "./audit-entry.js";
import { useAuditLabels } from "./audit-labels.js";
import { auditSentence } from "./audit-sentence.js";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-27T08:46:00.000Z",
  actor: "anna",
  via: "session",
  action: "update",
  entity: "events",
  entityId: 7,
  title: "Kino-Owend",
  changedFields: [],
  changes: [],
  tokenName: null,
  ...fields,
});

/** The entries as sentences, with the panel's labels. */
function Sentences({ entries }: { entries: AuditEntry[] }) {
  const labels = useAuditLabels();
  return createElement(
    "ul",
    null,
    entries.map((one) => createElement("li", { key: one.id }, auditSentence(i18n, labels, one))),
  );
}

/** The sentences as the panel writes them, in the admin's language. */
async function sentences(language: "de" | "en", entries: AuditEntry[]): Promise<string[]> {
  await activateAdminLocale(language);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(createElement(I18nProvider, { i18n }, createElement(Sentences, { entries }))));
  const texts = [...container.querySelectorAll("li")].map((li) => li.textContent ?? "");
  act(() => root.unmount());
  return texts;
}

describe("the audit log's sentences", () => {
  it("say in German who did what to which item, with the old and new values where they were kept", async () => {
    const log = [
      entry({ id: 1, action: "create" }),
      entry({
        id: 2,
        changes: [
          { field: "title", from: "Kino", to: "Kino-Owend" },
          { field: "status", from: "draft", to: "published" },
          { field: "date", from: "2026-12-04T18:30:00.000Z", to: "2026-12-05T18:30:00.000Z" },
          { field: "featured", from: false, to: true },
          { field: "description" },
        ],
      }),
      entry({ id: 3, entity: "sponsors", title: "Garage Bald", changedFields: ["activeUntil"] }),
      entry({
        id: 11,
        entity: "sponsors",
        title: "Garage Bald",
        changes: [{ field: "activeUntil", from: "2026-12-08", to: "2028-01-02" }],
      }),
      entry({ id: 4, action: "delete" }),
      entry({
        id: 5,
        action: "setStatus",
        entity: "contactSubmissions",
        title: "Nachricht 12",
        changes: [{ field: "status", from: "new", to: "answered" }],
      }),
      entry({ id: 6, action: "create", via: "token", tokenName: "Kalender-Skript" }),
      entry({
        id: 7,
        action: "setRole",
        entity: "admin",
        title: "paul",
        changes: [{ field: "role", from: "photos", to: "editor" }],
      }),
      entry({ id: 8, action: "login-failed", entity: "auth", title: "", actor: "root", via: "login" }),
      entry({ id: 9, action: "restore", entity: "photos", title: "Bühn" }),
      entry({ id: 10, action: "update", changes: [{ field: "location", from: null, to: "Festsall" }] }),
      entry({ id: 12, entity: "photos", title: "", changes: [{ field: "alt", from: "IMG", to: "" }] }),
    ];
    expect(await sentences("de", log)).toEqual([
      "anna hat „Kino-Owend“ (Events) erstellt.",
      "anna hat „Kino-Owend“ (Events) geändert: Titel von „Kino“ auf „Kino-Owend“, Status von „Entwurf“ auf „Veröffentlicht“, Datum von „4. Dezember 2026 um 19:30“ auf „5. Dezember 2026 um 19:30“, Startseite von „nein“ auf „ja“, Beschreibung.",
      "anna hat „Garage Bald“ (Sponsoren) geändert: Aktiv bis.",
      "anna hat „Garage Bald“ (Sponsoren) geändert: Aktiv bis von „8. Dezember 2026“ auf „2. Januar 2028“.",
      "anna hat „Kino-Owend“ (Events) in den Papierkorb gelegt.",
      "anna hat „Nachricht 12“ (Nachrichten) als „Beantwortet“ markiert.",
      "anna (mit dem API-Token „Kalender-Skript“) hat „Kino-Owend“ (Events) erstellt.",
      "anna hat die Rolle von „paul“ geändert: Rolle von „Fotos“ auf „Redaktion“.",
      "Die Anmeldung als „root“ ist fehlgeschlagen.",
      "anna hat „Bühn“ (Fotos) aus dem Papierkorb zurückgeholt.",
      "anna hat „Kino-Owend“ (Events) geändert: Ort von „(leer)“ auf „Festsall“.",
      "anna hat einen Eintrag ohne Titel (Fotos) geändert: Titel von „IMG“ auf „(leer)“.",
    ]);
  });

  it("are whole sentences in English too", async () => {
    const [created, changed] = await sentences("en", [
      entry({ id: 1, action: "create" }),
      entry({ id: 2, changes: [{ field: "status", from: "draft", to: "published" }] }),
    ]);
    expect(created).toMatch(/^anna .+“Kino-Owend”.+\.$/);
    expect(changed).toMatch(/^anna .+: .+ “.+” .+ “.+”\.$/);
    expect(`${created} ${changed}`).not.toMatch(/hat|geändert|erstellt|Entwurf/);
  });
});
