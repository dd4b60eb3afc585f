import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { trpcClient } from "../../../../trpc.js";
import { Section } from "./section.js";
import { useAction } from "./use-action.js";

/** The signed-in admin changes their own password. */
export function PasswordSection() {
  const { t } = useLingui();
  const act = useAction();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await act(() => trpcClient.auth.changePassword.mutate(values), t`Passwort geändert`);
    setErrors(result ?? {});
    if (!result) setValues({ currentPassword: "", newPassword: "" });
  };
  return (
    <Section title={t`Passwort ändern`}>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t`Aktuelles Passwort`}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => {
              const currentPassword = e.currentTarget.value;
              setValues((v) => ({ ...v, currentPassword }));
            }}
            error={errors.currentPassword ?? errors._}
          />
          <PasswordInput
            label={t`Neues Passwort (mindestens 10 Zeichen)`}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => {
              const newPassword = e.currentTarget.value;
              setValues((v) => ({ ...v, newPassword }));
            }}
            error={errors.newPassword}
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
