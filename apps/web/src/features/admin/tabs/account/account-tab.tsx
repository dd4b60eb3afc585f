import { mayUse } from "@jugendclub/api/roles";
import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../../trpc.js";
import { AdminLoading, type AdminUser } from "../../require-admin.js";
import { AdminsSection } from "./admins-section.js";
import { AdvancedSection } from "./advanced-section.js";
import { DangerZone } from "./danger-zone.js";
import { PasswordSection } from "./password-section.js";
import { TokensSection } from "./tokens-section.js";

/**
 * The signed-in account's password; for an admin also the accounts and their roles, API tokens
 * (advanced), and the danger zone last. Other roles see their password alone.
 */
export function AccountTab({ user }: { user: AdminUser }) {
  // The lists load before the tab shows, so that 'Erweitert' and the danger zone below them do not
  // slide down under the pointer when they arrive (a click on 'Erweitert' then hit an account's row).
  const admins = useQuery({ ...trpc.admin.admins.queryOptions(), enabled: mayUse(user.role, "admin.admins") });
  const tokens = useQuery({ ...trpc.admin.tokens.queryOptions(), enabled: mayUse(user.role, "admin.tokens") });
  if (admins.isLoading || tokens.isLoading) return <AdminLoading />;
  return (
    <Stack gap="lg">
      <PasswordSection />
      {mayUse(user.role, "admin.admins") && <AdminsSection me={user.id} />}
      {mayUse(user.role, "admin.tokens") && (
        <AdvancedSection>
          <TokensSection />
        </AdvancedSection>
      )}
      {mayUse(user.role, "admin.deleteAll") && <DangerZone />}
    </Stack>
  );
}
