import type { UploadPurpose } from "@jugendclub/api/upload-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Input, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { UploaderModal } from "./uploader-modal.js";

interface Props {
  label: string;
  purpose: UploadPurpose;
  value: string | null;
  onChange(path: string | null): void;
  onBusyChange(busy: boolean): void;
  error?: string | undefined;
  required?: boolean;
}

/** An image field: the current image, and buttons to upload (in the uploader modal) or remove it. */
export function ImageField({ label, purpose, value, onChange, onBusyChange, error, required }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Paper withBorder p="sm" radius="md" mt={4} bg="#fff">
        <Group gap="md">
          {value ? (
            <Image src={value} alt={t`Aktuelles Bild`} w={96} h={72} radius="sm" fit="cover" />
          ) : (
            <Text size="sm" c="#5c4a5e">
              <Trans>Kein Bild</Trans>
            </Text>
          )}
          <Group gap="xs">
            <Button variant="light" onClick={() => setOpen(true)}>
              {value ? t`Bild ersetzen` : t`Bild hochladen`}
            </Button>
            {value && (
              <Button variant="subtle" color="#c0262d" onClick={() => onChange(null)}>
                <Trans>Bild entfernen</Trans>
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <UploaderModal
        opened={open}
        purpose={purpose}
        onClose={() => setOpen(false)}
        onUploaded={(path) => onChange(path)}
        onBusyChange={onBusyChange}
      />
    </Input.Wrapper>
  );
}
