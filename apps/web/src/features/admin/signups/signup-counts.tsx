import { useLingui } from "@lingui/react/macro";
import { Group, Paper, Text } from "@mantine/core";
import { type SignupRow, signupCounts } from "./signup-rows.js";
import classes from "./signups.module.css";

/** Always on screen (sticky): places expected and checked in, offers open, people waiting. */
export function SignupCounts({ rows }: { rows: readonly SignupRow[] }) {
  const { t } = useLingui();
  const counts = signupCounts(rows);
  const items = [
    { label: t`Eingecheckt`, value: `${counts.checkedIn} / ${counts.expected}`, testId: "checked-in" },
    { label: t`Angeboten`, value: String(counts.offered), testId: "offered" },
    { label: t`Warteliste`, value: String(counts.waiting), testId: "waiting" },
  ];
  return (
    <Paper withBorder radius="md" p="sm" className={classes.counts} aria-live="polite">
      <Group justify="space-around" gap="md">
        {items.map((item) => (
          <div key={item.testId} data-count={item.testId} style={{ textAlign: "center" }}>
            <Text fz={26} fw={800} lh={1.1}>
              {item.value}
            </Text>
            <Text size="sm" c="#5c4a5e">
              {item.label}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}
