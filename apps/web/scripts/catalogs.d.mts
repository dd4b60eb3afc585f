export interface Catalog {
  name: string;
  config: string;
  source: string;
  locales: string[];
}
export const CATALOGS: Catalog[];
export function catalogFile(root: string, locale: string, name: string): string;
export function readEntries(text: string): { id: string; text: string }[];
export function missingTranslations(root: string): { catalog: string; locale: string; id: string }[];
