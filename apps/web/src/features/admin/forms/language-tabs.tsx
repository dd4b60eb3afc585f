import { PUBLIC_LOCALES } from "@jugendclub/api/locales";
import { useLingui } from "@lingui/react/macro";
import { Stack, Tabs, Text, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

const TRANSLATION_LOCALES = PUBLIC_LOCALES.filter((locale) => locale !== "lb");

/** Each language under its own name, as its speakers write it. */
export const LANGUAGE_NAMES: Record<string, string> = {
  lb: "Lëtzebuergesch",
  de: "Deutsch",
  fr: "Français",
  en: "English",
  pt: "Português",
};

export interface TranslatedField {
  name: string;
  label: string;
  multiline?: boolean;
  max: number;
}

interface Binders {
  translation(
    locale: string,
    name: string,
  ): { value: string; onChange(event: { currentTarget: { value: string } }): void; error?: string };
  translated(locale: string): boolean;
  translationsError?: string;
}

/**
 * A tab per language around a form's translatable texts: Lëtzebuergesch holds the form's own
 * fields (`children`, required as ever); Deutsch, Français, English and Português the same texts,
 * each optional. Visitors see the Luxembourgish text where a language has none.
 */
export function LanguageTabs({
  form,
  fields,
  children,
}: {
  form: Binders;
  fields: TranslatedField[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <Tabs defaultValue="lb" variant="outline" radius="md" keepMounted={false}>
        <Tabs.List style={{ flexWrap: "wrap" }} aria-label={t`Sprache der Texte`}>
          {["lb", ...TRANSLATION_LOCALES].map((locale) => (
            <Tabs.Tab key={locale} value={locale} lang={locale} fw={600}>
              {LANGUAGE_NAMES[locale]}
              {locale !== "lb" && form.translated(locale) ? " ✓" : ""}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="lb" pt="md">
          <Stack gap="md">{children}</Stack>
        </Tabs.Panel>
        {TRANSLATION_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="md">
            <Stack gap="md">
              <Text size="sm" c="#5c4a5e">
                {t`Optional. Ohne Übersetzung sehen Besucher den luxemburgischen Text.`}
              </Text>
              {fields.map((field) => {
                const props = {
                  label: `${field.label} (${LANGUAGE_NAMES[locale]})`,
                  maxLength: field.max,
                  lang: locale,
                  ...form.translation(locale, field.name),
                };
                return field.multiline ? (
                  <Textarea key={field.name} autosize minRows={3} {...props} />
                ) : (
                  <TextInput key={field.name} {...props} />
                );
              })}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {form.translationsError ? (
        <Text size="sm" c="red.8" role="alert">
          {form.translationsError}
        </Text>
      ) : null}
    </Stack>
  );
}
