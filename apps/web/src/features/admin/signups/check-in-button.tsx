import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import type { SignupRow } from "./signup-rows.js";
import type { useSignupPatch } from "./use-signup-patch.js";

interface Props {
  row: SignupRow;
  size: "xs" | "md";
  /** The page's one patcher (useSignupPatch): which row it is busy with, and the change. */
  patcher: ReturnType<typeof useSignupPatch>;
}

/** "Einchecken" / "Auschecken" for a confirmed person; nothing for anyone else. */
export function CheckInButton({ row, size, patcher }: Props) {
  const { t } = useLingui();
  if (row.status !== "confirmed") return null;
  const { name } = row;
  return (
    <Button
      size={size}
      variant={row.checkedIn ? "default" : "filled"}
      loading={patcher.busy === row.id}
      onClick={() => void patcher.patch({ id: row.id, checkedIn: !row.checkedIn })}
      aria-label={row.checkedIn ? t`${name} auschecken` : t`${name} einchecken`}
    >
      {row.checkedIn ? t`Auschecken` : t`Einchecken`}
    </Button>
  );
}
