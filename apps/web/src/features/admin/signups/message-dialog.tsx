import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpcClient } from "../../../trpc.js";
import { serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";

interface Props {
  opened: boolean;
  onClose(): void;
  eventId: number;
  date: string | undefined;
  shifts: readonly { id: string; name: string }[];
}

/** "Nachricht an alle": one mail to everyone confirmed (for the event, a date, or one shift), through the outbox. */
export function MessageDialog({ opened, onClose, eventId, date, shifts }: Props) {
  const { t } = useLingui();
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [shiftId, setShiftId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const close = () => {
    setSubject("");
    setText("");
    setShiftId("");
    setErrors({});
    onClose();
  };
  const send = async () => {
    setSending(true);
    setErrors({});
    try {
      const { sent } = await trpcClient.signups.message.mutate({
        id: eventId,
        subject,
        text,
        ...(shiftId ? { shiftId } : {}),
        ...(date ? { date } : {}),
      });
      notify({ color: "green.8", message: t`Die Nachricht geht an ${sent} Adressen.` });
      close();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Die Nachricht wurde nicht geschickt`) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Nachricht an alle Angemeldeten`}
      closeButtonProps={{ "aria-label": t`Schließen` }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void send();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="#5c4a5e">
            <Trans>
              Jede bestätigte Person bekommt die Nachricht per E-Mail (bei Kindern unter 16 auch ein Elternteil), mit
              dem Link zum Abmelden.
            </Trans>
          </Text>
          {shifts.length > 0 ? (
            <Select
              label={t`An`}
              allowDeselect={false}
              data={[
                { value: "", label: t`Alle Schichten` },
                ...shifts.map((shift) => ({ value: shift.id, label: shift.name })),
              ]}
              value={shiftId}
              onChange={(value) => setShiftId(value ?? "")}
            />
          ) : null}
          <TextInput
            label={t`Betreff`}
            required
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={errors.subject}
          />
          <Textarea
            label={t`Nachricht`}
            required
            autosize
            minRows={5}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.text}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" loading={sending}>
              <Trans>Senden</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
