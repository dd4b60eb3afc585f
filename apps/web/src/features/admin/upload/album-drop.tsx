import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { type AlbumFile, useAlbumQueue } from "./use-album-queue.js";

const ACCEPT = {
  "image/*": [],
  "application/zip": [".zip"],
  "application/x-zip-compressed": [".zip"],
};

/**
 * Drop many photos, a folder or a ZIP onto the chosen category: a row per file with its
 * progress and, when it failed, its message and a button to send it again.
 */
export function AlbumDrop({ categoryId, categoryName }: { categoryId: number; categoryName: string }) {
  const { t } = useLingui();
  const queue = useAlbumQueue(categoryId);
  const busy = queue.files.some((item) => item.status === "uploading" || item.status === "waiting");
  const done = queue.files.filter((item) => item.status === "done").length;
  return (
    <Paper withBorder p="md" radius="md" bg="#fff" aria-label={t`Fotos hochladen`} component="section">
      <Stack gap="sm">
        <Dropzone
          onDrop={queue.add}
          onReject={(rejections) => queue.add(rejections.map((rejection) => rejection.file))}
          accept={ACCEPT}
          multiple
          aria-label={t`Fotos, einen Ordner oder ein ZIP für „${categoryName}“ hierher ziehen oder auswählen`}
        >
          <Stack gap={4} align="center" py="md">
            <Text fw={700} ta="center">
              <Trans>Fotos oder ein ZIP hierher ziehen</Trans>
            </Text>
            <Text size="sm" c="#5c4a5e" ta="center">
              <Trans>
                Ganze Ordner gehen auch. Fotos über 10 MB werden vor dem Hochladen verkleinert; sie landen in „
                {categoryName}“, nach Aufnahmedatum sortiert.
              </Trans>
            </Text>
          </Stack>
        </Dropzone>
        {queue.files.length > 0 && (
          <>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" role="status" aria-live="polite">
                {t`${done} von ${queue.files.length} Dateien hochgeladen`}
              </Text>
              <Group gap="xs">
                {busy ? (
                  <Button variant="outline" color="red.8" size="sm" onClick={queue.cancel}>
                    <Trans>Rest abbrechen</Trans>
                  </Button>
                ) : (
                  <Button variant="default" size="sm" onClick={queue.clear}>
                    <Trans>Liste leeren</Trans>
                  </Button>
                )}
              </Group>
            </Group>
            <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t`Dateien`}>
              {queue.files.map((item) => (
                <FileRow key={item.key} item={item} onRetry={() => queue.retry(item.key)} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function FileRow({ item, onRetry }: { item: AlbumFile; onRetry(): void }) {
  const { t } = useLingui();
  const label = {
    waiting: t`Wartet`,
    uploading: t`Lädt hoch`,
    done: t`Fertig`,
    failed: t`Fehlgeschlagen`,
    cancelled: t`Abgebrochen`,
  }[item.status];
  const color = { waiting: "gray", uploading: "blue", done: "green", failed: "red", cancelled: "gray" }[item.status];
  // The light badges' own text colours are too pale on their tint (axe): darker shades of each.
  const text = { gray: "#3d4349", blue: "#1c4f8a", green: "#1b5e20", red: "#a61e1e" }[color];
  return (
    <li data-file={item.name} data-status={item.status}>
      <Group gap="sm" wrap="wrap" justify="space-between">
        <div style={{ minWidth: 0, flex: "1 1 200px" }}>
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }} title={item.name}>
              {item.name}
            </Text>
            <Badge size="sm" variant="light" color={color} c={text} tt="none" style={{ flex: "none" }}>
              {label}
            </Badge>
          </Group>
          {item.status === "uploading" && (
            <Progress value={item.percent} size="sm" mt={4} aria-label={t`Fortschritt von ${item.name}`} />
          )}
          {item.message && (
            <Text size="sm" c={item.status === "failed" ? "red.9" : "#5c4a5e"}>
              {item.message}
            </Text>
          )}
        </div>
        {item.status === "failed" && item.retryable && (
          <Button size="xs" variant="light" onClick={onRetry} aria-label={t`${item.name} erneut senden`}>
            <Trans>Erneut senden</Trans>
          </Button>
        )}
      </Group>
    </li>
  );
}
