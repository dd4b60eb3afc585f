import { Stack } from "@mantine/core";
import { AdminsSection } from "./admins-section.js";
import { PasswordSection } from "./password-section.js";
import { TokensSection } from "./tokens-section.js";

/** The signed-in admin's password, the other admins, and API tokens. */
export function AccountTab({ user }: { user: { id: number; username: string } }) {
  return (
    <Stack gap="lg">
      <PasswordSection />
      <AdminsSection me={user.id} />
      <TokensSection />
    </Stack>
  );
}
