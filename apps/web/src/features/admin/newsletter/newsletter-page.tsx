import type { PublicLocale } from "@jugendclub/api/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { Center, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useBlocker, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { isNotFound, serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import { ButtonLink } from "../button-link.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { MissingItem } from "../forms/missing-item.js";
import { DeleteNewsletter } from "./delete-newsletter.js";
import { NewsletterEditor } from "./newsletter-editor.js";
import { isLocked } from "./newsletter-rows.js";
import { PreviewSection } from "./preview-section.js";
import { SendSection } from "./send-section.js";
import { NewsletterStatusBadge } from "./status-badge.js";
import { useNewsletterDraft } from "./use-newsletter-draft.js";

const LANGUAGE_ORDER: PublicLocale[] = ["lb", "de", "fr", "en", "pt"];

/**
 * A newsletter's page (/admin/newsletter/<id>, or /new before its first save): the editor, the
 * preview with the test mail, the sending. While it is being sent, the page asks every few
 * seconds how far it is.
 */
export function NewsletterPage({ id }: { id?: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const draft = useNewsletterDraft();
  const [saving, setSaving] = useState(false);
  const leavingOnPurpose = useRef(false);
  const newsletter = useQuery({
    ...trpc.newsletter.byId.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "sending" ? 3000 : status === "scheduled" ? 30_000 : false;
    },
  });
  const data = newsletter.data;
  // The editor is filled once, when the newsletter arrives; the polling afterwards leaves it alone.
  const filled = useRef(false);
  useEffect(() => {
    if (data && !filled.current) {
      filled.current = true;
      draft.reset(data);
    }
  }, [data, draft]);
  const leaving = useBlocker({
    shouldBlockFn: () => draft.dirty && !leavingOnPurpose.current,
    enableBeforeUnload: () => draft.dirty,
    withResolver: true,
  });
  const locked = data ? isLocked(data.status) : false;
  const save = async () => {
    setSaving(true);
    draft.setErrors({});
    try {
      const input = draft.input();
      const saved =
        id === undefined
          ? await trpcClient.newsletter.create.mutate(input)
          : await trpcClient.newsletter.update.mutate({ id, ...input });
      draft.reset(saved);
      queryClient.setQueryData(trpc.newsletter.byId.queryKey({ id: saved.id }), saved);
      await queryClient.invalidateQueries({ queryKey: trpc.newsletter.list.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.newsletter.preview.pathKey() });
      notify({ color: "green.8", message: t`Newsletter gespeichert` });
      if (id === undefined) {
        leavingOnPurpose.current = true;
        await navigate({
          to: "/admin/newsletter/$newsletterId",
          params: { newsletterId: String(saved.id) },
          replace: true,
        });
      }
    } catch (error) {
      draft.setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Der Newsletter wurde nicht gespeichert`) });
    } finally {
      setSaving(false);
    }
  };
  if (id !== undefined && newsletter.isPending)
    return (
      <Center py={80}>
        <Loader color="wine" aria-label={t`Lädt...`} />
      </Center>
    );
  if (id !== undefined && (isNotFound(newsletter.error) || !data))
    return (
      <Container size="md" py={40}>
        <MissingItem />
      </Container>
    );
  const subject = data?.subject ?? "";
  const languages = data ? LANGUAGE_ORDER.filter((locale) => locale === data.lang || locale in data.translations) : [];
  return (
    <Container size="md" py={{ base: 20, sm: 40 }}>
      <ConfirmDialog
        opened={leaving.status === "blocked"}
        title={t`Änderungen verwerfen?`}
        confirmLabel={t`Verwerfen`}
        cancelLabel={t`Weiter bearbeiten`}
        onConfirm={() => leaving.proceed?.()}
        onClose={() => leaving.reset?.()}
      >
        {t`Was Sie in diesem Formular geändert haben, ist noch nicht gespeichert.`}
      </ConfirmDialog>
      <ButtonLink to="/admin" variant="subtle" px={0} mb="md">
        ← <Trans>Zurück</Trans>
      </ButtonLink>
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
        <Title order={1} fz="h2" style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 18rem" }}>
          {data ? t`Newsletter: ${subject}` : t`Neuer Newsletter`}
        </Title>
        {data ? <NewsletterStatusBadge newsletter={data} /> : null}
      </Group>
      <Stack gap="lg">
        <NewsletterEditor draft={draft} readOnly={locked} saving={saving} onSave={() => void save()} />
        {data ? (
          <>
            <PreviewSection id={data.id} languages={languages} unsaved={draft.dirty} />
            <SendSection newsletter={data} unsaved={draft.dirty} />
            <Group justify="flex-end">
              <DeleteNewsletter newsletter={data} onDeleted={() => (leavingOnPurpose.current = true)} />
            </Group>
          </>
        ) : (
          <Text c="#5c4a5e">
            <Trans>Nach dem ersten Speichern folgen hier die Vorschau, die Test-E-Mail und der Versand.</Trans>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
