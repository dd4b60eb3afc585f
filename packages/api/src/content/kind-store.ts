import type { z } from "zod";
import type { AnyKind } from "./kind.js";
import { contentStore, type Store, withVariants } from "./store.js";

/**
 * A declared kind's store (content/store.ts): its columns, the not-found message, the list's order
 * and each image column's variants come from the declaration (content/kinds/<kind>.ts).
 */
export function kindStore<K extends AnyKind>(
  kind: K,
  /**
   * What the kind's computed fields need: more of the row, and the fields made from it; `images`
   * names the computed fields that are image paths, which get their variants as image columns do.
   */
  extra?: { select: object; outputs(row: Record<string, unknown>): Record<string, unknown>; images?: string[] },
): Store<z.input<K["output"]>, z.output<K["input"]>> {
  const { spec, columns, images } = kind;
  return contentStore<Record<string, unknown>, z.input<K["output"]>, z.output<K["input"]>>({
    table: spec.table as Parameters<typeof contentStore>[0]["table"],
    select: { ...Object.fromEntries(columns.map((column) => [column, true])), ...extra?.select },
    notFound: spec.notFound,
    orderBy: spec.orderBy,
    toOutputs: async (prisma, rows) => {
      let out: Record<string, unknown>[] = rows;
      for (const [column] of images) {
        out = await withVariants(prisma, out as Record<string, string | null>[], column);
      }
      // The extra columns make the computed fields and are not given out themselves.
      if (extra) {
        const only = Object.keys(extra.select);
        out = out.map((row) => ({
          ...Object.fromEntries(Object.entries(row).filter(([key]) => !only.includes(key))),
          ...extra.outputs(row),
        }));
        for (const column of extra.images ?? []) {
          out = await withVariants(prisma, out as Record<string, string | null>[], column);
        }
      }
      return out as never;
    },
  });
}
