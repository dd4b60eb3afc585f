import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatDateTime } from "../../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../../trpc.js";
import { ConfirmDialog } from "../../confirm-dialog.js";
import { Section } from "./section.js";
import { useAction } from "./use-action.js";

/** API tokens for scripts: the secret shows once, right after it is made; revoking ends it. */
export function TokensSection() {
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
