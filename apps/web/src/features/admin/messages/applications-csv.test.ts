import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { type ApplicationRow, applicationsCsv, CSV_HEADER } from "./applications-csv.js";

const row = (over: Partial<ApplicationRow>): ApplicationRow => ({
  firstName: "Lena",
  lastName: "",
  email: "lena@example.lu",
  phone: "",
  age: null,
  underSixteen: null,
  parentName: "",
  parentEmail: "",
  parentConsent: false,
  message: "Moien",
  createdAt: "2026-11-24T10:00:00.000Z",
  ...over,
});

/** Parsed by an independent parser (Papa Parse), as a spreadsheet would read it. */
const parse = (csv: string) => {
  const result = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
};

describe("applicationsCsv", () => {
  it("starts with a byte order mark and the header", () => {
    const csv = applicationsCsv([], (iso) => iso);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(parse(csv)).toEqual([[...CSV_HEADER]]);
  });

  it("keeps umlauts, quotes, separators and line breaks inside their fields", () => {
    const csv = applicationsCsv(
      [
        row({
          firstName: "Jérôme",
          lastName: "Müller-Weiß",
          email: "jerome@example.lu",
          phone: "+352 621 123 456",
          age: 14,
          underSixteen: true,
          parentName: 'Anna "Annie" Müller',
          parentEmail: "anna@example.lu",
          parentConsent: true,
          message: 'Moien; ech wëll "matmaachen".\r\nZweet Zeil\nDrëtt Zeil',
          createdAt: "2026-11-24T10:00:00.000Z",
        }),
        row({ firstName: '=HYPERLINK("x")', message: "-1+1" }),
      ],
      (iso) => `Datum ${iso.slice(0, 10)}`,
    );
    const [header, first, second] = parse(csv);
    expect(header).toEqual([...CSV_HEADER]);
    expect(first).toEqual([
      "Jérôme Müller-Weiß",
      "jerome@example.lu",
      "'+352 621 123 456",
      "14",
      'Anna "Annie" Müller <anna@example.lu>',
      "ja",
      'Moien; ech wëll "matmaachen".\r\nZweet Zeil\nDrëtt Zeil',
      "Datum 2026-11-24",
    ]);
    // Formulas are kept as text, and no parent means no consent column.
    expect(second?.[0]).toBe('\'=HYPERLINK("x")');
    expect(second?.[5]).toBe("");
    expect(second?.[6]).toBe("'-1+1");
  });

  it("gives the age, not the birth date; without one, what the applicant answered", () => {
    const ages = applicationsCsv(
      [row({ age: 15, underSixteen: true }), row({ underSixteen: true }), row({ underSixteen: false }), row({})],
      (iso) => iso,
    );
    expect(parse(ages).map((fields) => fields[3])).toEqual(["Alter", "15", "unter 16", "16 oder älter", ""]);
  });
});
