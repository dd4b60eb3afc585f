import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../../trpc.js";
import { ConfirmDialog } from "../../confirm-dialog.js";
import { Section } from "./section.js";
import { useAction, useActionForm } from "./use-action.js";

/** API tokens for scripts: the secret shows once, right after it is made; revoking ends it. */
export function TokensSection() {
  const { t } = useLingui();
  const act = useAction();
  const tokens = useQuery(trpc.admin.tokens.queryOptions());
  const [created, setCreated] = useState<string | null>(null);
  const form = useActionForm(
    { name: "" },
    async (values) => setCreated((await trpcClient.admin.createToken.mutate(values)).token),
    t`API-Token erstellt`,
  );
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
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
      <form onSubmit={form.onSubmit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Name des Tokens`}
            {...form.field("name")}
            error={Object.values(form.errors)[0]}
            style={{ flex: "1 1 14rem", maxWidth: "24rem" }}
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
