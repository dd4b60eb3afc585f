import { translatableFields } from "../content/registry.js";
import { translationsInputOf, translationsOutputOf } from "./translations.js";

/** A registry table's translations input (writes) and output (lang=all). */
export const translationsInput = (table: string) => translationsInputOf(translatableFields(table));
export const translationsOutput = (table: string) => translationsOutputOf(translatableFields(table));
