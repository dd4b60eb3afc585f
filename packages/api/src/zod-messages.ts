import { type core, z } from "zod";

// Zod's own messages are English and written for developers ("Invalid input: expected string,
// received undefined"). The API answers in the product's language (SPEC section 8), so every issue a
// schema gives no message of its own gets a plain German one here. The schemas' own messages
// ("Bitte eine gültige E-Mail-Adresse eingeben", ...) always win over these.

const TYPE_NAMES: Record<string, string> = {
  string: "einen Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "ja oder nein (true/false)",
  array: "eine Liste",
  object: "ein Objekt",
  date: "ein Datum",
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: "Bitte eine gültige E-Mail-Adresse eingeben",
  url: "Bitte eine Webadresse mit https:// eingeben",
  datetime: "Bitte Datum und Uhrzeit angeben (ISO 8601, z. B. 2026-05-01T18:00:00Z)",
  date: "Bitte ein Datum angeben (JJJJ-MM-TT)",
};

const isText = (origin: string | undefined) => origin === "string";
const isList = (origin: string | undefined) => origin === "array" || origin === "set";

export function germanMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Pflichtfeld: bitte angeben";
      return `Ungültiger Wert: erwartet ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `Ungültiger Wert: erlaubt ${issue.values.length === 1 ? "ist" : "sind"} ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "too_big": {
      const max = String(issue.maximum);
      if (isText(issue.origin)) return `Höchstens ${max} Zeichen`;
      if (isList(issue.origin)) return `Höchstens ${max} Einträge`;
      return issue.inclusive ? `Höchstens ${max}` : `Kleiner als ${max}`;
    }
    case "too_small": {
      const min = String(issue.minimum);
      if (isText(issue.origin)) return min === "1" ? "Darf nicht leer sein" : `Mindestens ${min} Zeichen`;
      if (isList(issue.origin)) return `Mindestens ${min} Einträge`;
      return issue.inclusive ? `Mindestens ${min}` : `Größer als ${min}`;
    }
    case "invalid_format":
      return FORMAT_MESSAGES[issue.format] ?? "Ungültiges Format";
    case "not_multiple_of":
      return `Muss ein Vielfaches von ${String(issue.divisor)} sein`;
    case "unrecognized_keys":
      return `Unbekannte Felder: ${issue.keys.join(", ")}`;
    default:
      return "Ungültiger Wert";
  }
}

/** Installs the German messages for every zod schema in this process (the server's). */
export function useGermanZodMessages(): void {
  z.config({ customError: germanMessage });
}
