import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { trpcClient } from "../../../../trpc.js";
import { Section } from "./section.js";
import { useActionForm } from "./use-action.js";

/** The signed-in admin changes their own password. */
export function PasswordSection() {
  const { t } = useLingui();
  const form = useActionForm(
    { currentPassword: "", newPassword: "" },
    (values) => trpcClient.auth.changePassword.mutate(values),
    t`Passwort geändert`,
  );
  return (
    <Section title={t`Passwort ändern`}>
      <form onSubmit={form.onSubmit}>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t`Aktuelles Passwort`}
            autoComplete="current-password"
            {...form.field("currentPassword")}
            error={form.errors.currentPassword ?? form.errors._}
          />
          <PasswordInput
            label={t`Neues Passwort (mindestens 10 Zeichen)`}
            autoComplete="new-password"
            {...form.field("newPassword")}
          />
          <Group>
            <Button type="submit">
              <Trans>Passwort ändern</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
