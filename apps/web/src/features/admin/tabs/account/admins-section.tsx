import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { trpc, trpcClient } from "../../../../trpc.js";
import { ConfirmDialog } from "../../confirm-dialog.js";
import { Section } from "./section.js";
import { useAction } from "./use-action.js";

/** The admin accounts: the list with a remove button each (never the last one), and adding one. */
export function AdminsSection({ me }: { me: number }) {
  const { t } = useLingui();
  const act = useAction();
  const admins = useQuery(trpc.admin.admins.queryOptions());
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<{ id: number; username: string } | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await act(() => trpcClient.admin.createAdmin.mutate(values), t`Admin hinzugefügt`);
    setErrors(result ?? {});
    if (!result) setValues({ username: "", password: "" });
  };
  return (
    <Section title={t`Admins`}>
      <Stack gap="xs" mb="md">
        {(admins.data ?? []).map((admin) => (
          <Group key={admin.id} justify="space-between">
            <Text>
              {admin.username}
              {admin.id === me ? ` (${t`Sie`})` : ""}
            </Text>
            <Button
              variant="outline"
              color="red.8"
              size="xs"
              disabled={(admins.data ?? []).length <= 1}
              onClick={() => setRemoving(admin)}
              aria-label={t`${admin.username} entfernen`}
            >
              <Trans>Entfernen</Trans>
            </Button>
          </Group>
        ))}
      </Stack>
      <form onSubmit={(e) => void add(e)}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Benutzername`}
            value={values.username}
            onChange={(e) => {
              const username = e.currentTarget.value;
              setValues((v) => ({ ...v, username }));
            }}
            error={errors.username ?? errors._}
            autoComplete="off"
          />
          <PasswordInput
            label={t`Passwort`}
            value={values.password}
            onChange={(e) => {
              const password = e.currentTarget.value;
              setValues((v) => ({ ...v, password }));
            }}
            error={errors.password}
            autoComplete="new-password"
          />
          <Button type="submit">
            <Trans>Admin hinzufügen</Trans>
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={removing !== null}
        title={t`Admin entfernen?`}
        confirmLabel={t`Entfernen`}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void act(() => trpcClient.admin.deleteAdmin.mutate({ id: target.id }), t`Admin entfernt`);
        }}
      >
        {removing ? t`${removing.username} kann sich danach nicht mehr anmelden.` : ""}
      </ConfirmDialog>
    </Section>
  );
}
