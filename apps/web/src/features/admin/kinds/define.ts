import { CONTENT_FACTS, type ContentRouter } from "@jugendclub/api/kinds";
import type { UploadPurpose } from "@jugendclub/api/upload-rules";
import type { MessageDescriptor } from "@lingui/core";
import type { AsyncRouteComponent } from "@tanstack/react-router";

// One declaration per kind of content on the web (kinds/<kind>.ts), beside the API's (packages/
// api/src/content/kinds/): the panel's tab that lists it, its create and edit pages, the audit
// log's name for it and its line in 'delete all'. What the API already knows (translatable texts
// with their lengths, image columns with their upload purpose, 'delete all') comes from the API's
// zod-free facts (@jugendclub/api/kinds), not from here. kinds/index.ts lists every kind.

/** What the API states of a content router: its image columns, translatable texts, order, 'delete all'. */
export type Facts<R extends ContentRouter> = (typeof CONTENT_FACTS)[R];
/** A kind's image columns, as the API names them. */
export type ImageColumn<R extends ContentRouter> = keyof Facts<R>["images"] & string;
/** A kind's translatable texts, as the API names them. */
export type TranslatableText<R extends ContentRouter> = keyof Facts<R>["translatable"] & string;

/** A kind's form, loaded with its page. */
type Form = AsyncRouteComponent<{ id?: number }>;
/** A content tab's list, loaded with the panel. */
export type TabList = AsyncRouteComponent<Record<string, never>>;

export interface AdminKindSpec<R extends ContentRouter, K extends string> {
  /** The API's router (its name in tRPC and in the audit log). */
  router: R;
  /** The audit log's name of its changes (Protokoll). */
  audit: MessageDescriptor;
  /**
   * The panel's tab that lists it: a tab of its own, with its label and its list (loaded when the
   * panel opens; panel.tsx shows it), or the tab of another kind (kinds.test.ts checks it has one).
   */
  tab: { value: string; label: MessageDescriptor; list: TabList } | { value: string; sharedWith: ContentRouter };
  /**
   * Its line in 'Alle Daten löschen' (required where the API's 'delete all' takes the kind), or the
   * kind whose line names it too (a category's photos).
   */
  deleteAll: Facts<R> extends { deleteAllKey: string } ? MessageDescriptor | { with: ContentRouter } : null;
  /** What the trash calls one item ("Komiteemitglied"): required exactly when the API's trash takes the kind. */
  trash: Facts<R> extends { trash: string } ? MessageDescriptor : null;
  /**
   * Its own create and edit pages: the name links give it (`kind`), the words of their addresses as
   * the spec writes them (/admin/create/<create>, /admin/edit/<edit>/<id>; the host answers any other
   * admin address 404 from these, through the server build) and its form. Absent: edited in a
   * dialog of its tab.
   */
  pages?: { kind: K; create: string; edit: string; form: Form };
}

/** A kind of content in the admin panel, declared once: see the top of this file. */
export function defineAdminKind<const R extends ContentRouter, const S extends AdminKindSpec<R, string>>(
  spec: S & { router: R },
): S & { facts: Facts<R> } {
  return { ...spec, facts: CONTENT_FACTS[spec.router] };
}

/** Whether the API keeps translations of the kind (then its form edits them, and loads with lang "all"). */
export function isTranslatable(router: ContentRouter): boolean {
  return Object.keys(CONTENT_FACTS[router].translatable).length > 0;
}

/** A translatable text's longest length, as the API checks it. */
export function maxLength<R extends ContentRouter>(router: R, name: TranslatableText<R>): number {
  return (CONTENT_FACTS[router].translatable as Record<string, number>)[name] ?? 0;
}

/** An image column's upload purpose (its size limit and variants), as the API declares it. */
export function imagePurpose<R extends ContentRouter>(router: R, column: ImageColumn<R>): UploadPurpose {
  return (CONTENT_FACTS[router].images as Record<string, UploadPurpose>)[column] as UploadPurpose;
}

/** The fields LanguageTabs shows in each language, each with the API's length. */
export function translatedFields<R extends ContentRouter>(
  router: R,
  fields: readonly { name: TranslatableText<R>; label: string; multiline?: boolean }[],
) {
  return fields.map((field) => ({ ...field, max: maxLength(router, field.name) }));
}
