import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import classes from "./advanced-section.module.css";

/**
 * 'Erweitert': material for developers (API tokens, the REST hint), closed until asked for. A
 * native disclosure: keyboard, screen readers and find-in-page work without any script of ours.
 */
export function AdvancedSection({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <details className={classes.details}>
      <summary className={classes.summary}>
        {t`Erweitert`}
        <span className={classes.hint}>{t`API-Tokens für Skripte`}</span>
      </summary>
      <div className={classes.body}>{children}</div>
    </details>
  );
}
