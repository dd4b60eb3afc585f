import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { notify } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";

/** Username and password; on success the session cookie is set and `auth.me` is refreshed. */
export function LoginForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    login.mutate(
      { username, password },
      {
        onSuccess: () => {
          notify({ color: "green.8", message: t`Wëllkomm an den Admin Panel!` });
          void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        },
        onError: (e) => {
          const message =
            e instanceof TRPCClientError && e.data
              ? e.data.httpStatus === 429
                ? e.message
                : t`Ongülteg Umeldungsdaten`
              : t`Verbindungsfeeler. Probéiert et nach eng Kéier.`;
          setError(message);
          notify({ color: "red.8", message });
        },
      },
    );
  };
  return (
    <Paper p="xl" radius="lg" withBorder bg="#fff" maw={420} mx="auto">
      <Title order={1} fz="h2">
        Admin Login
      </Title>
      <form onSubmit={submit}>
        <Stack mt="lg" gap="sm">
          <TextInput
            label={t`Benotzernumm`}
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label={t`Passwuert`}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={login.isPending}>
            <Trans>Umellen</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
