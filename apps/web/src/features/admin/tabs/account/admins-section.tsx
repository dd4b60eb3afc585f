import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc, trpcClient } from "../../../../trpc.js";
import { ConfirmDialog } from "../../confirm-dialog.js";
import { Section } from "./section.js";
import { useAction, useActionForm } from "./use-action.js";

const FIELD = { flex: "1 1 14rem" };

/** The admin accounts: the list with a remove button each (never the last one), and adding one. */
export function AdminsSection({ me }: { me: number }) {
  const { t } = useLingui();
  const act = useAction();
  const admins = useQuery(trpc.admin.admins.queryOptions());
  const form = useActionForm(
    { username: "", password: "" },
    (values) => trpcClient.admin.createAdmin.mutate(values),
    t`Admin hinzugefügt`,
  );
  const [removing, setRemoving] = useState<{ id: number; username: string } | null>(null);
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
      <form onSubmit={form.onSubmit}>
        {/* Each field takes a fair share of the row (a password input has almost no width of its own). */}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Benutzername`}
            {...form.field("username")}
            error={form.errors.username ?? form.errors._}
            autoComplete="off"
            style={FIELD}
          />
          <PasswordInput label={t`Passwort`} {...form.field("password")} autoComplete="new-password" style={FIELD} />
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
