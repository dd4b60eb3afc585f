import type { Role } from "@jugendclub/api/roles";
import { useLingui } from "@lingui/react/macro";

/** The roles' names and what each may do, in the panel's language. */
export function useRoleLabels(): Record<Role, { name: string; scope: string }> {
  const { t } = useLingui();
  return {
    admin: { name: t`Admin`, scope: t`alles` },
    editor: { name: t`Redaktion`, scope: t`Events, Fotos, Sponsoren, Komitee` },
    photos: { name: t`Fotos`, scope: t`nur Fotoalben` },
  };
}
