import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One part of the account tab: a titled box. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" bg="#fff" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
