import { useLingui } from "@lingui/react/macro";
import { Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import type { MessageStatus } from "../../types.js";

export type TypeFilter = "all" | "membership" | "sponsor";
/** 'inbox' is every message but spam (the server's default). */
export type StatusFilter = "inbox" | MessageStatus;

interface Props {
  type: TypeFilter;
  status: StatusFilter;
  search: string;
  counts?: Record<MessageStatus, number>;
  onType(value: TypeFilter): void;
  onStatus(value: StatusFilter): void;
  onSearch(value: string): void;
}

/**
 * By type, by status (the spam folder and the messages to review are among them), and a search in
 * name, e-mail and text.
 */
export function MessageFilters({ type, status, search, counts, onType, onStatus, onSearch }: Props) {
  const { t } = useLingui();
  const count = (key: MessageStatus) => (counts ? ` (${counts[key]})` : "");
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t`Nach Art filtern`}
        value={type}
        onChange={(value) => onType(value as TypeFilter)}
        data={[
          { value: "all", label: t`Alle` },
          { value: "membership", label: t`Mitgliedschaft` },
          { value: "sponsor", label: t`Sponsoring` },
        ]}
      />
      <Select
        label={t`Status`}
        value={status}
        onChange={(value) => onStatus((value ?? "inbox") as StatusFilter)}
        allowDeselect={false}
        w={190}
        data={[
          { value: "inbox", label: t`Posteingang` },
          { value: "review", label: t`Zu prüfen${count("review")}` },
          { value: "new", label: t`Neu${count("new")}` },
          { value: "read", label: t`Gelesen${count("read")}` },
          { value: "answered", label: t`Beantwortet${count("answered")}` },
          { value: "archived", label: t`Archiviert${count("archived")}` },
          { value: "spam", label: t`Spam${count("spam")}` },
        ]}
      />
      <TextInput
        label={t`Suchen`}
        type="search"
        placeholder={t`Name, E-Mail oder Text`}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: "1 1 14rem" }}
      />
    </Group>
  );
}
