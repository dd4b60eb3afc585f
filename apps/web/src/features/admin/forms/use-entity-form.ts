import type { ContentRouter } from "@jugendclub/api/kinds";
import { useLingui } from "@lingui/react/macro";
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { isNotFound, serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import {
  type ImageColumn,
  imagePurpose,
  isTranslatable,
  type TranslatableText,
  translatedFields,
} from "../kinds/define.js";
import { EDIT_PAGE_OF } from "../kinds/index.js";
import { rememberSaved } from "../last-saved.js";
import type { FormPageProps } from "./form-page.js";
import { assertTranslationsLoaded, translationsToSend } from "./translations-to-send.js";
import { useTranslations } from "./use-translations.js";

/** A field's value: text, a checkbox, an image path, or a section edited as one (an event's sign-up settings). */
type Value = string | boolean | null | object;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? (T extends V[K] ? K : never) : never }[keyof V] & string;
/** What the form sends: its values, with the fields `toInput` changes replaced. */
type Input<V, Changes> = Omit<V, keyof Changes> & Changes;

interface Options<V extends Record<string, Value>, Item, Changes, Err, Key extends QueryKey, R extends ContentRouter> {
  /**
   * The kind's API router: whether the form sends `translations` (LanguageTabs edits them; `byId`
   * must ask with lang "all"), their lengths and the image fields' upload purposes are the API's.
   */
  router: R;
  /** The item to edit; without one the form creates a new item. */
  id: number | undefined;
  /** A new item prefilled from this one ("Als Kopie anlegen"): saved as a new draft. */
  copyOf?: number | undefined;
  /** Every field with its value in a new item: the form's one list of its fields. */
  fields: V;
  /** The page's title, and the toast after saving. */
  texts: { create: string; edit: string; created: string; updated: string };
  /** The query of the item to edit (a `byId` procedure's queryOptions). */
  byId(input: { id: number }): UseQueryOptions<Item, Err, Item, Key>;
  /**
   * Fields this page asks for although the API takes them empty (a photo's title: SPEC section 5
   * wants one on the photo page, while an album's photos may stay untitled).
   */
  required?: readonly KeysOf<V, string>[];
  /** Fields that the form holds otherwise than the item (a date, a select's id): item -> form. */
  fromItem?(item: Item): Partial<V>;
  /** The same fields back: form -> what the server takes. The other fields go as they are. */
  toInput?(values: V): Changes;
  create(input: NoInfer<Input<V, Changes>>): Promise<unknown>;
  update(input: NoInfer<Input<V, Changes>> & { id: number }): Promise<unknown>;
}

/**
 * A create or edit page's form, from the list of its fields: loads the item to edit, binds each
 * input to its value and to the server's message for it, and saves. After saving every list is
 * refreshed, the toast shows and the admin is back on /admin; a refused save shows the server's
 * messages at their fields and the first of them in a toast.
 */
export function useEntityForm<
  V extends Record<string, Value>,
  Item extends object,
  Changes = object,
  Err = unknown,
  Key extends QueryKey = QueryKey,
  R extends ContentRouter = ContentRouter,
>(options: Options<V, Item, Changes, Err, Key, R>) {
  const { t } = useLingui();
  const { id, fields, texts } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The kind's pages (its declaration, kinds/<kind>.ts): the list it returns to shows the saved item.
  const kind = EDIT_PAGE_OF[options.router];
  const [values, setValues] = useState(fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const clearError = (key: string) =>
    setErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  const {
    translations,
    translationsChanged,
    reset: resetTranslations,
    ...translated
  } = useTranslations(errors, clearError);
  // Whether the admin typed or chose something since the form was filled (leaving then asks), and
  // whether the form is leaving after saving (then it does not).
  const [edited, setEdited] = useState(false);
  const saved = useRef(false);
  const [uploading, setUploading] = useState(false);
  const copyOf = id ? undefined : options.copyOf;
  const source = id ?? copyOf;
  const existing = useQuery({ ...options.byId({ id: source ?? 0 }), enabled: !!source, staleTime: 0 });
  const mode = id ? "edit" : "create";
  const translatable = isTranslatable(options.router);

  // The loaded item fills the form once (again only when a refetch brings other data).
  const item = existing.data;
  const [filledFrom, setFilledFrom] = useState<Item>();
  if (item && item !== filledFrom) {
    setFilledFrom(item);
    const stored = Object.fromEntries(
      Object.keys(fields).map((key) => [key, key in item ? item[key as keyof Item] : fields[key]]),
    ) as V;
    const filled = { ...stored, ...options.fromItem?.(item) };
    // A copy is a new draft: visitors see it only once the admin publishes it.
    setValues(copyOf && "status" in filled ? { ...filled, status: "draft", publishAt: "" } : filled);
    // A translatable form's item must come with its translations, or saving would erase them.
    if (translatable) assertTranslationsLoaded(item);
    if ("translations" in item) resetTranslations(item.translations);
  }

  // Changing a field takes its error away: the message was about the old value.
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited(true);
    clearErrors(String(name));
  };
  /** Takes away the messages at a field and at its inner fields ("signup", "signup.shifts.0.end"). */
  const clearErrors = (name: string) =>
    setErrors((e) => {
      const stale = Object.keys(e).filter((key) => key === name || key.startsWith(`${name}.`));
      if (stale.length === 0) return e;
      return Object.fromEntries(Object.entries(e).filter(([key]) => !stale.includes(key)));
    });

  const save = async () => {
    // A refused save, by this page or by the server: the messages at their fields, the first in a toast.
    const failTitle = id ? t`Fehler beim Aktualisieren` : t`Fehler beim Erstellen`;
    const missing = (options.required ?? []).filter((name) => !String(values[name] ?? "").trim());
    if (missing.length > 0) {
      const message = t`Bitte alle Pflichtfelder ausfüllen`;
      setErrors(Object.fromEntries(missing.map((name) => [name, message])));
      notify({ color: "red.8", title: failTitle, message });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const input = {
        ...values,
        ...options.toInput?.(values),
        ...translationsToSend({ translatable, editing: !!id, loaded: item, translations }),
      } as unknown as Input<V, Changes>;
      const result = await (id ? options.update({ ...input, id }) : options.create(input));
      const savedId = id ?? (result as { id?: number } | null)?.id;
      if (kind && savedId) rememberSaved(kind, savedId);
      saved.current = true;
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: id ? texts.updated : texts.created });
      // The list scrolls to the saved item itself; the router's scroll to the top would undo that.
      await navigate({ to: "/admin", resetScroll: !(kind && savedId) });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", title: failTitle, message: serverErrorMessage(error, failTitle) });
    } finally {
      setSaving(false);
    }
  };

  const page: FormPageProps = {
    title: id ? texts.edit : texts.create,
    mode,
    loading: !!source && existing.isPending,
    missing: !!source && isNotFound(existing.error),
    saving,
    uploading,
    onSubmit: () => void save(),
    unsaved: () => (edited || translationsChanged) && !saved.current,
  };

  return {
    values,
    /** Sets one field (for inputs that the binders below do not fit). */
    set,
    clearErrors,
    errors,
    page,
    /** A text input's value, onChange and error. */
    text: (name: KeysOf<V, string>) => ({
      value: values[name] as string,
      // Read now: the event is not kept until the state update runs.
      onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value as V[typeof name]),
      error: errors[name],
    }),
    /** A select's value (an id as text, "" for none), onChange and error. */
    select: (name: KeysOf<V, string>) => ({
      value: (values[name] as string) || null,
      onChange: (value: string | null) => set(name, (value ?? "") as V[typeof name]),
      error: errors[name],
    }),
    /** Any field's value, onChange(value) and error (for inputs that take the value itself). */
    field: <K extends keyof V & string>(name: K) => ({
      value: values[name],
      onChange: (value: V[K]) => set(name, value),
      error: errors[name],
    }),
    /** A checkbox's checked and onChange. */
    checkbox: (name: KeysOf<V, boolean>) => ({
      checked: values[name] as boolean,
      onChange: (event: { currentTarget: { checked: boolean } }) =>
        set(name, event.currentTarget.checked as V[typeof name]),
    }),
    ...translated,
    /** The translatable texts LanguageTabs shows in each language, with the API's lengths. */
    translatedFields: (fields: readonly { name: TranslatableText<R>; label: string; multiline?: boolean }[]) =>
      translatedFields(options.router, fields),
    /** An image field's path, its upload purpose (the API's), onChange and error; saving waits while it uploads. */
    image: (name: KeysOf<V, string | null> & ImageColumn<R>) => ({
      purpose: imagePurpose(options.router, name),
      value: values[name] as string | null,
      onChange: (path: string | null) => set(name, path as V[typeof name]),
      onBusyChange: setUploading,
      error: errors[name],
    }),
  };
}
