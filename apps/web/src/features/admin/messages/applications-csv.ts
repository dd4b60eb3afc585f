// Membership applications as a CSV file for a spreadsheet: UTF-8 with a byte order mark (so Excel
// reads the umlauts), `;` between fields (Excel's separator in Luxembourg and Germany), every
// field quoted, quotes doubled, CRLF between records (RFC 4180). Pure: no DOM, no React.

export interface ApplicationRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Whole years today, from the birth date; null without one. */
  age: number | null;
  /** The applicant's answer to "under 16?" (or the birth date's), null when not asked. */
  underSixteen: boolean | null;
  parentName: string;
  parentEmail: string;
  parentConsent: boolean;
  message: string;
  createdAt: string;
}

export const CSV_HEADER = [
  "Name",
  "E-Mail",
  "Telefon",
  "Alter",
  "Elternteil",
  "Zustimmung Elternteil",
  "Nachricht",
  "Datum",
] as const;

const BOM = "\uFEFF";

/** One field: always quoted, so `;`, quotes and line breaks inside stay in the field. */
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A formula-looking value (=, +, -, @ at the start) is prefixed with ', so Excel shows it as text. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The age column: the age in years, else what the applicant answered ("unter 16", "16 oder älter"). */
export function ageText(row: Pick<ApplicationRow, "age" | "underSixteen">): string {
  if (row.age !== null) return String(row.age);
  if (row.underSixteen === null) return "";
  return row.underSixteen ? "unter 16" : "16 oder älter";
}

/** The parent column: name and address, e.g. "Anna Weber <anna@example.lu>". */
const parent = (row: ApplicationRow) =>
  [row.parentName, row.parentEmail ? `<${row.parentEmail}>` : ""].filter(Boolean).join(" ");

export function applicationsCsv(rows: readonly ApplicationRow[], formatDate: (iso: string) => string): string {
  const records = rows.map((row) => [
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.phone,
    ageText(row),
    parent(row),
    row.parentName || row.parentEmail ? (row.parentConsent ? "ja" : "nein") : "",
    row.message,
    formatDate(row.createdAt),
  ]);
  const lines = [CSV_HEADER, ...records].map((fields) => fields.map((field) => quote(inert(field))).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** The file's name for a day: mitgliedsantraege-2026-11-25.csv */
export function applicationsFileName(today: string): string {
  return `mitgliedsantraege-${today}.csv`;
}
