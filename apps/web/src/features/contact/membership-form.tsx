import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { notify, preloadNotifications } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
import { serverFieldErrors } from "../forms/server-errors.js";

const empty = { name: "", email: "", phone: "", message: "", website: "" };

/** The membership application: name, email, optional phone, message. */
export function MembershipForm() {
  const { t } = useLingui();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation(trpc.contactSubmissions.create.mutationOptions());
  // Read the value now: React clears the event's currentTarget before a state updater runs.
  const set = (field: keyof typeof empty) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setErrors({});
    send.mutate(
      {
        type: "membership",
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        message: values.message,
        website: values.website,
      },
      {
        onSuccess: () => {
          const name = values.name.trim();
          notify({
            color: "green.8",
            title: t`Merci!`,
            message: t`Vielen Dank, ${name}! Wir haben Ihren Mitgliedsantrag erhalten und melden uns bald bei Ihnen.`,
          });
          setValues(empty);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify({
            color: "red.8",
            title: t`Feeler`,
            message: t`Der Antrag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.`,
          });
        },
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="membership-title"
      p={{ base: 20, md: 32 }}
      radius="lg"
      withBorder
      bg="#fff"
    >
      <Title order={2} id="membership-title" fz="h3">
        <Trans>Member ginn</Trans>
      </Title>
      <form onSubmit={submit} onFocus={preloadNotifications} noValidate={false}>
        <Stack mt="md" gap="sm">
          <TextInput
            label={t`Numm`}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={set("name")}
            error={errors.name}
          />
          <TextInput
            label={t`E-Mail`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set("email")}
            error={errors.email}
          />
          <TextInput
            label={t`Telefon (fakultativ)`}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set("phone")}
            error={errors.phone}
          />
          <Textarea
            label={t`Noriicht`}
            name="message"
            required
            minRows={4}
            autosize
            value={values.message}
            onChange={set("message")}
            error={errors.message}
          />
          <input
            type="text"
            name="website"
            value={values.website}
            onChange={set("website")}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            style={{ position: "absolute", left: "-10000px" }}
          />
          <Button type="submit" size="md" loading={send.isPending} disabled={send.isPending}>
            <Trans>Ufro schécken</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
