import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";

interface Settings {
  maxGuests: number;
  questions: { id: string; label: string; kind: "text" | "choice" | "yesno"; options: string[]; required: boolean }[];
  shifts: { id: string; name: string }[];
}

interface Props {
  opened: boolean;
  onClose(): void;
  eventId: number;
  date: string | undefined;
  settings: Settings;
}

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  guests: "0",
  underSixteen: false,
  parentName: "",
  parentEmail: "",
  notify: true,
};

/** "Person hinzufügen": someone who signed up by phone or on paper; confirmed at once, or waiting when full. */
export function AddSignupDialog({ opened, onClose, eventId, date, settings }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [answers, setAnswers] = useState<Record<string, string | boolean>>({});
  const [shiftIds, setShiftIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const text = (name: "name" | "email" | "phone" | "guests" | "parentName" | "parentEmail") => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
    error: errors[name],
  });
  const close = () => {
    setValues(EMPTY);
    setAnswers({});
    setShiftIds([]);
    setErrors({});
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const answer = await trpcClient.signups.create.mutate({
        id: eventId,
        name: values.name,
        email: values.email,
        phone: values.phone,
        guests: Number(values.guests) || 0,
        // A yes/no question left unticked is a "no", not a missing answer.
        answers: {
          ...Object.fromEntries(settings.questions.filter((q) => q.kind === "yesno").map((q) => [q.id, false])),
          ...answers,
        },
        shiftIds,
        ...(date ? { date } : {}),
        underSixteen: values.underSixteen,
        ...(values.underSixteen ? { parentName: values.parentName, parentEmail: values.parentEmail } : {}),
        notify: values.notify,
        lang: "lb",
      });
      const name = values.name;
      notify({
        color: "green.8",
        message: answer.status === "waiting" ? t`${name} steht auf der Warteliste` : t`${name} ist angemeldet`,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.signups.pathKey() });
      close();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Die Person wurde nicht hinzugefügt`) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Person hinzufügen`}
      closeButtonProps={{ "aria-label": t`Schließen` }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <Stack gap="sm">
          <TextInput label={t`Name`} required autoComplete="off" {...text("name")} />
          <TextInput label={t`E-Mail`} type="email" required autoComplete="off" {...text("email")} />
          <TextInput label={t`Telefon (optional)`} type="tel" autoComplete="off" {...text("phone")} />
          {settings.maxGuests > 0 ? (
            <TextInput label={t`Begleitpersonen`} type="number" min={0} max={settings.maxGuests} {...text("guests")} />
          ) : null}
          {settings.shifts.length > 0 ? (
            <Checkbox.Group
              label={t`Schichten`}
              value={shiftIds}
              onChange={setShiftIds}
              error={errors.shiftIds}
              required
            >
              <Stack gap={6} mt={6}>
                {settings.shifts.map((shift) => (
                  <Checkbox key={shift.id} value={shift.id} label={shift.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          {settings.questions.map((question) =>
            question.kind === "yesno" ? (
              <Checkbox
                key={question.id}
                label={question.label}
                checked={answers[question.id] === true}
                onChange={(event) => setAnswers({ ...answers, [question.id]: event.currentTarget.checked })}
              />
            ) : question.kind === "choice" ? (
              <Select
                key={question.id}
                label={question.label}
                required={question.required}
                data={question.options}
                value={(answers[question.id] as string | undefined) ?? null}
                onChange={(value) => setAnswers({ ...answers, [question.id]: value ?? "" })}
                error={errors[`answers.${question.id}`]}
              />
            ) : (
              <TextInput
                key={question.id}
                label={question.label}
                required={question.required}
                value={(answers[question.id] as string | undefined) ?? ""}
                onChange={(event) => setAnswers({ ...answers, [question.id]: event.currentTarget.value })}
                error={errors[`answers.${question.id}`]}
              />
            ),
          )}
          <Checkbox
            label={t`Unter 16 Jahren`}
            checked={values.underSixteen}
            onChange={(event) => setValues({ ...values, underSixteen: event.currentTarget.checked })}
          />
          {values.underSixteen ? (
            <>
              <TextInput label={t`Name eines Elternteils`} required {...text("parentName")} />
              <TextInput label={t`E-Mail eines Elternteils`} type="email" required {...text("parentEmail")} />
            </>
          ) : null}
          <Checkbox
            label={t`Per E-Mail benachrichtigen`}
            checked={values.notify}
            onChange={(event) => setValues({ ...values, notify: event.currentTarget.checked })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Hinzufügen</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
