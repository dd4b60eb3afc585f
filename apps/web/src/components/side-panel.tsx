import { Paper } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./side-panel.module.css";

/**
 * The dark panel beside a form (the club's address, why to become a sponsor): as tall as its
 * content, not the form's, and it stays in view while the form scrolls on wide screens.
 */
export function SidePanel({
  as,
  labelledBy,
  children,
}: {
  as: "section" | "aside";
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Paper component={as} aria-labelledby={labelledBy} radius="lg" className={classes.panel} data-side-panel>
      {children}
    </Paper>
  );
}
