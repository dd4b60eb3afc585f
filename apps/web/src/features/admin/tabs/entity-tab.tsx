import { Button } from "@mantine/core";
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ButtonLink } from "../button-link.js";
import { ItemList, type ListItem } from "../item-list.js";
import { type AdminKind, createLink } from "../kinds/index.js";
import { type TrashKind, useUndoToast } from "../trash/use-undo.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

interface Props<T, Err, Key extends QueryKey> {
  /** The list's heading, which also names its section. */
  title: string;
  /** The list (a `list` procedure's queryOptions). */
  query: UseQueryOptions<T[], Err, T[], Key>;
  /** The order of the rows (without it: the server's). */
  order?(items: T[]): T[];
  /** One row: title, short description, badges, image (with the rows in their order, for numbers). */
  row(item: T, index: number, items: readonly T[]): ListItem;
  remove(input: { id: number }): Promise<unknown>;
  /** The add button: its label, and the kind whose create page it opens (or what it does). */
  add: { label: string; kind: AdminKind } | { label: string; onClick(): void };
  /** The edit buttons: the kind's edit page, or what they do. */
  edit: AdminKind | ((id: number) => void);
  texts: { empty: string; deleted: string; deleteFailed: string };
  /** More controls in the header, before the add button (a filter, a dialog's button). */
  actions?: ReactNode;
  /** Ordered by hand: saves every id in its new order (PUT .../order). */
  reorder?(ids: number[]): Promise<unknown>;
  /** What a delete moves into the trash: the toast then offers "Rückgängig". */
  trash: TrashKind;
  /** Dialogs that belong to the list. */
  children?: ReactNode;
}

/** An admin list of one kind of content: heading, add button, and a row per item to edit or delete. */
export function EntityTab<T extends { id: number }, Err, Key extends QueryKey>(props: Props<T, Err, Key>) {
  const list = useQuery(props.query);
  const remove = useRemove(props.remove);
  const undoToast = useUndoToast(props.trash);
  const queryClient = useQueryClient();
  const { reorder } = props;
  const save = reorder
    ? async (ids: number[]) => {
        await reorder(ids);
        await queryClient.invalidateQueries({ queryKey: props.query.queryKey });
      }
    : undefined;
  const { add } = props;
  return (
    <section aria-label={props.title}>
      <TabHeader title={props.title}>
        {props.actions}
        {"kind" in add ? (
          <ButtonLink {...createLink(add.kind)}>{add.label}</ButtonLink>
        ) : (
          <Button onClick={add.onClick}>{add.label}</Button>
        )}
      </TabHeader>
      <ItemList
        loading={list.isPending}
        items={(props.order ? props.order(list.data ?? []) : (list.data ?? [])).map(props.row)}
        emptyText={props.texts.empty}
        edit={props.edit}
        onDelete={remove}
        deletedText={props.texts.deleted}
        deleteFailedText={props.texts.deleteFailed}
        undoToast={undoToast}
        {...(save ? { reorder: save } : {})}
      />
      {props.children}
    </section>
  );
}
