import { Box, type BoxProps, type MantineSpacing } from "@mantine/core";
import type { ComponentPropsWithRef, CSSProperties } from "react";
import classes from "./columns.module.css";

type Counts = { base: number; sm?: number; md?: number; lg?: number };

interface Props extends BoxProps, Omit<ComponentPropsWithRef<"div">, keyof BoxProps> {
  /** Columns from the smallest width up, and from each breakpoint on. */
  cols: number | Counts;
  /** The space between cells, one of the theme's spacings. */
  spacing: MantineSpacing;
}

/**
 * Equal columns, as Mantine's SimpleGrid lays them out, but valid HTML as the server renders it:
 * SimpleGrid writes its responsive rules into a <style> element inside the body, which the Nu Html
 * Checker rejects; these rules are in columns.module.css and the counts in the style attribute.
 */
export function Columns({ cols, spacing, className, style, ...others }: Props) {
  const counts: Counts = typeof cols === "number" ? { base: cols } : cols;
  const variables: Record<string, string | number> = {
    "--columns-gap": `var(--mantine-spacing-${spacing})`,
    "--columns-base": counts.base,
  };
  for (const breakpoint of ["sm", "md", "lg"] as const) {
    const count = counts[breakpoint];
    if (count !== undefined) variables[`--columns-${breakpoint}`] = count;
  }
  return (
    <Box
      {...others}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={{ ...(variables as CSSProperties), ...(style as CSSProperties | undefined) }}
    />
  );
}
