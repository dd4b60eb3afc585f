import { CONTENT_FACTS, type ContentRouter } from "@jugendclub/api/kinds";
import type { MessageDescriptor } from "@lingui/core";
import { ADMIN_KINDS } from "./index.js";

/**
 * 'Alle Daten löschen' says what goes: one line per kind the API's 'delete all' takes, in the
 * API's order, in the words of its declaration (a kind named with another's line has none).
 */
export const DELETE_ALL_LINES: MessageDescriptor[] = (Object.keys(CONTENT_FACTS) as ContentRouter[]).flatMap(
  (router) => {
    const line: MessageDescriptor | { with: ContentRouter } | null = ADMIN_KINDS[router].deleteAll;
    return line && !("with" in line) ? [line] : [];
  },
);
