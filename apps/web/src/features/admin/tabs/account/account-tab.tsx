import { mayUse } from "@jugendclub/api/roles";
import { Stack } from "@mantine/core";
import type { AdminUser } from "../../require-admin.js";
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
