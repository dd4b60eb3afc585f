import { ROLES, type Role } from "@jugendclub/api/roles";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc, trpcClient } from "../../../../trpc.js";
import { ConfirmDialog } from "../../confirm-dialog.js";
import { useRoleLabels } from "../../role-labels.js";
import { Section } from "./section.js";
import { useAction, useActionForm } from "./use-action.js";

const FIELD = { flex: "1 1 14rem" };

/**
 * The accounts: each with its role (changeable) and a remove button, and adding one with its
 * role. The server keeps at least one account with role Admin.
 */
export function AdminsSection({ me }: { me: number }) {
  const { t } = useLingui();
  const act = useAction();
  const roles = useRoleLabels();
  const options = ROLES.map((role) => ({ value: role, label: `${roles[role].name} (${roles[role].scope})` }));
  const admins = useQuery(trpc.admin.admins.queryOptions());
  const lastAdmin = (admins.data ?? []).filter((a) => a.role === "admin").length <= 1;
  const form = useActionForm(
    { username: "", password: "", role: "editor" },
    (values) => trpcClient.admin.createAdmin.mutate({ ...values, role: values.role as Role }),
    t`Konto hinzugefügt`,
  );
  const [removing, setRemoving] = useState<{ id: number; username: string } | null>(null);
  return (
    <Section title={t`Konten und Rollen`}>
      <Stack gap="xs" mb="md">
        {(admins.data ?? []).map((admin) => {
          const locked = admin.role === "admin" && lastAdmin;
          return (
            <Group key={admin.id} justify="space-between" wrap="wrap">
              <Text style={{ flex: "1 1 10rem" }}>
                {admin.username}
                {admin.id === me ? ` (${t`Sie`})` : ""}
              </Text>
              <NativeSelect
                aria-label={t`Rolle von ${admin.username}`}
                data={options}
                value={admin.role}
                disabled={locked}
                title={locked ? t`Das letzte Konto mit der Rolle „Admin“ behält sie.` : undefined}
                onChange={(event) => {
                  const role = event.currentTarget.value as Role;
                  void act(
                    () => trpcClient.admin.setRole.mutate({ id: admin.id, role }),
                    t`${admin.username} hat jetzt die Rolle „${roles[role].name}“`,
                  );
                }}
                size="xs"
              />
              <Button
                variant="outline"
                color="red.8"
                size="xs"
                disabled={locked}
                onClick={() => setRemoving(admin)}
                aria-label={t`${admin.username} entfernen`}
              >
                <Trans>Entfernen</Trans>
              </Button>
            </Group>
          );
        })}
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
          <NativeSelect label={t`Rolle`} data={options} {...form.field("role")} style={FIELD} />
          <Button type="submit">
            <Trans>Konto hinzufügen</Trans>
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={removing !== null}
        title={t`Konto entfernen?`}
        confirmLabel={t`Entfernen`}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void act(() => trpcClient.admin.deleteAdmin.mutate({ id: target.id }), t`Konto entfernt`);
        }}
      >
        {removing ? t`${removing.username} kann sich danach nicht mehr anmelden.` : ""}
      </ConfirmDialog>
    </Section>
  );
}
