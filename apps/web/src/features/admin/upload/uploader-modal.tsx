import "@mantine/dropzone/styles.css";
import { IMAGE_TYPES, UPLOAD_LIMITS, type UploadPurpose } from "@jugendclub/api/upload-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Image, Modal, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { LARGEST_TO_SHRINK } from "./shrink-image.js";
import { type Upload, UploadError, uploadImage } from "./upload-file.js";
import { useUploadTexts } from "./upload-texts.js";

interface Props {
  opened: boolean;
  purpose: UploadPurpose;
  onClose(): void;
  onUploaded(path: string): void;
  onBusyChange(busy: boolean): void;
}

type State =
  | { step: "pick" }
  | { step: "uploading"; percent: number }
  | { step: "failed"; message: string }
  | { step: "done" };

/** One file at a time: drop or pick, preview, progress, cancel, and retry after a failure. */
export function UploaderModal({ opened, purpose, onClose, onUploaded, onBusyChange }: Props) {
  const { t } = useLingui();
  const texts = useUploadTexts(purpose);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: "pick" });
  const [rejection, setRejection] = useState<string | null>(null);
  const running = useRef<Upload | null>(null);
  // The dropzone's file dialog, for the visible button: on a phone nothing can be dragged here.
  const openPicker = useRef<() => void>(null);
  const maxMb = UPLOAD_LIMITS[purpose] / (1024 * 1024);
  // Larger pictures are shrunk before sending; only a GIF must fit as it is (shrink-image.ts).
  const accepted = (chosen: File) => chosen.type !== "image/gif" || chosen.size <= UPLOAD_LIMITS[purpose];

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = () => {
    setFile(null);
    setState({ step: "pick" });
    setRejection(null);
  };

  const start = (chosen: File) => {
    setFile(chosen);
    setRejection(null);
    setState({ step: "uploading", percent: 0 });
    onBusyChange(true);
    const upload = uploadImage(chosen, purpose, (percent) => setState({ step: "uploading", percent }));
    running.current = upload;
    upload.promise.then(
      (path) => {
        running.current = null;
        onBusyChange(false);
        setState({ step: "done" });
        notify({ color: "green.8", message: texts.success });
        onUploaded(path);
        reset();
        onClose();
      },
      (error: unknown) => {
        running.current = null;
        onBusyChange(false);
        if (error instanceof UploadError && error.message === "cancelled") {
          reset();
          return;
        }
        const detail = error instanceof Error && error.message !== "network" ? error.message : t`Verbindungsfeeler`;
        setState({ step: "failed", message: detail });
        notify({ color: "red.8", message: texts.failure });
      },
    );
  };

  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    if (code === "file-too-large")
      setRejection(t`Die Datei ist zu groß: höchstens ${LARGEST_TO_SHRINK / (1024 * 1024)} MB.`);
    else if (code === "too-many-files") setRejection(t`Bitte nur eine Datei auswählen.`);
    else setRejection(t`Nur Bilder sind erlaubt (JPEG, PNG, WebP, GIF oder AVIF).`);
  };

  const close = () => {
    running.current?.cancel();
    reset();
    onClose();
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": t`Schließen` }}
      opened={opened}
      onClose={close}
      title={texts.title}
      centered
    >
      <Stack>
        {state.step === "pick" && (
          <Dropzone
            onDrop={(files) => {
              const chosen = files[0];
              if (!chosen) return;
              if (accepted(chosen)) start(chosen);
              else setRejection(t`Die Datei ist zu groß: höchstens ${maxMb} MB.`);
            }}
            onReject={reject}
            maxSize={LARGEST_TO_SHRINK}
            accept={[...IMAGE_TYPES]}
            openRef={openPicker}
            multiple={false}
            maxFiles={1}
            radius="md"
            aria-label={t`Bild auswählen`}
          >
            <Stack align="center" gap={4} py="lg" style={{ pointerEvents: "none" }}>
              <Text fw={700}>
                <Trans>Bild hierher ziehen oder klicken, um eine Datei auszuwählen</Trans>
              </Text>
              <Text size="sm" c="#5c4a5e">
                <Trans>
                  Ein Bild (JPEG, PNG, WebP, GIF oder AVIF); größere als {maxMb} MB werden vor dem Hochladen verkleinert
                </Trans>
              </Text>
            </Stack>
          </Dropzone>
        )}
        {state.step === "pick" && (
          <Button onClick={() => openPicker.current?.()} fullWidth>
            <Trans>Datei auswählen</Trans>
          </Button>
        )}
        {rejection && (
          <Alert color="red" role="alert">
            {rejection}
          </Alert>
        )}
        {preview && state.step !== "pick" && (
          <Image src={preview} alt={t`Vorschau`} radius="md" mah={240} fit="contain" />
        )}
        {state.step === "uploading" && (
          <>
            <Progress value={state.percent} aria-label={t`Fortschritt des Uploads`} animated />
            <Group justify="space-between">
              <Text size="sm">
                {state.percent < 100 ? t`Wird hochgeladen... ${state.percent} %` : t`Wird verarbeitet...`}
              </Text>
              <Button variant="default" onClick={() => running.current?.cancel()}>
                <Trans>Abbrechen</Trans>
              </Button>
            </Group>
          </>
        )}
        {state.step === "failed" && (
          <>
            <Alert color="red" role="alert" title={texts.failure}>
              {state.message}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={reset}>
                <Trans>Andere Datei</Trans>
              </Button>
              <Button onClick={() => file && start(file)}>
                <Trans>Erneut versuchen</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
