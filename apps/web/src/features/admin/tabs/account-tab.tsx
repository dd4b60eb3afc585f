import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverFieldErrors } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";

/** Runs an admin action with its toasts; answers the field errors (empty on success). */
function useAction() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (action: () => Promise<unknown>, success: string): Promise<Record<string, string> | null> => {
    try {
      await action();
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: success });
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      const message =
        Object.values(fields)[0] ??
        (error instanceof TRPCClientError && error.data ? error.message : t`Feeler opgetrueden`);
      notify({ color: "red.8", message });
      return Object.keys(fields).length > 0 ? fields : { _: message };
    }
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" bg="#fff" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function PasswordSection() {
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

function AdminsSection({ me }: { me: number }) {
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

function TokensSection() {
  const { t } = useLingui();
  const act = useAction();
  const tokens = useQuery(trpc.admin.tokens.queryOptions());
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    let secret = "";
    const result = await act(async () => {
      secret = (await trpcClient.admin.createToken.mutate({ name })).token;
    }, t`API-Token erstellt`);
    setError(result ? Object.values(result)[0] : undefined);
    if (!result) {
      setCreated(secret);
      setName("");
    }
  };
  return (
    <Section title={t`API-Tokens`}>
      <Text size="sm" c="#5c4a5e" mb="sm">
        <Trans>Für Skripte, die die REST-API nutzen (Authorization: Bearer ...). Siehe /api/docs.</Trans>
      </Text>
      {created && (
        <Alert color="green" mb="md" title={t`Neues Token: jetzt kopieren, es wird nur einmal angezeigt`}>
          <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
            {created}
          </Code>
        </Alert>
      )}
      <Stack gap="xs" mb="md">
        {(tokens.data ?? []).length === 0 && (
          <Text size="sm" c="#5c4a5e">
            <Trans>Noch keine Tokens.</Trans>
          </Text>
        )}
        {(tokens.data ?? []).map((token) => (
          <Group key={token.id} justify="space-between">
            <div>
              <Text>{token.name}</Text>
              <Text size="xs" c="#5c4a5e">
                {token.lastUsedAt ? t`Zuletzt benutzt ${formatDateTime(token.lastUsedAt)}` : t`Noch nie benutzt`}
              </Text>
            </div>
            <Button
              variant="outline"
              color="red.8"
              size="xs"
              onClick={() => setRevoking(token)}
              aria-label={t`${token.name} widerrufen`}
            >
              <Trans>Widerrufen</Trans>
            </Button>
          </Group>
        ))}
      </Stack>
      <form onSubmit={(e) => void add(e)}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Name des Tokens`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit">
            <Trans>Token erstellen</Trans>
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={revoking !== null}
        title={t`Token widerrufen?`}
        confirmLabel={t`Widerrufen`}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          const target = revoking;
          setRevoking(null);
          if (target) void act(() => trpcClient.admin.revokeToken.mutate({ id: target.id }), t`Token widerrufen`);
        }}
      >
        {revoking ? t`Skripte mit dem Token „${revoking.name}" funktionieren danach nicht mehr.` : ""}
      </ConfirmDialog>
    </Section>
  );
}

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
