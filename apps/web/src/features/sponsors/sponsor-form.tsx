import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { notify, preloadNotifications } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
import { serverFieldErrors } from "../forms/server-errors.js";

const empty = { firstName: "", lastName: "", company: "", email: "", phone: "", message: "", website: "" };

/** 'Become a sponsor': first and last name, company, email, optional phone, message. */
export function SponsorForm() {
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
        type: "sponsor",
        name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
        firstName: values.firstName,
        lastName: values.lastName,
        company: values.company,
        email: values.email,
        phone: values.phone || null,
        message: values.message,
        website: values.website,
      },
      {
        onSuccess: () => {
          notify({
            color: "green.8",
            title: t`Merci!`,
            message: t`Merci fir Är Sponsoring-Ufro! Mir mellen eis geschwë bei Iech.`,
          });
          setValues(empty);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify({
            color: "red.8",
            title: t`Feeler`,
            message: t`Das Senden ist fehlgeschlagen. Bitte versuchen Sie es erneut.`,
          });
        },
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="sponsor-form-title"
      p={{ base: 20, md: 32 }}
      radius="lg"
      withBorder
      bg="#fff"
    >
      <Title order={2} id="sponsor-form-title" fz="h3">
        <Trans>Sponsor ginn</Trans>
      </Title>
      <form onSubmit={submit} onFocus={preloadNotifications}>
        <Stack mt="md" gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Virnumm`}
              name="firstName"
              autoComplete="given-name"
              required
              value={values.firstName}
              onChange={set("firstName")}
              error={errors.firstName}
            />
            <TextInput
              label={t`Familljennumm`}
              name="lastName"
              autoComplete="family-name"
              required
              value={values.lastName}
              onChange={set("lastName")}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextInput
            label={t`Firma`}
            name="company"
            autoComplete="organization"
            required
            value={values.company}
            onChange={set("company")}
            error={errors.company}
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
