import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A tab's heading with its actions (add buttons) on the right. */
export function TabHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
