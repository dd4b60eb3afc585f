import { Stack } from "@mantine/core";
import { AdminsSection } from "./admins-section.js";
import { AdvancedSection } from "./advanced-section.js";
import { DangerZone } from "./danger-zone.js";
import { PasswordSection } from "./password-section.js";
import { TokensSection } from "./tokens-section.js";

/** The signed-in admin's password, the other admins, API tokens (advanced), and the danger zone last. */
export function AccountTab({ user }: { user: { id: number; username: string } }) {
  return (
    <Stack gap="lg">
      <PasswordSection />
      <AdminsSection me={user.id} />
      <AdvancedSection>
        <TokensSection />
      </AdvancedSection>
      <DangerZone />
    </Stack>
  );
}
