// RFC 5545's text rules: escaping of TEXT values (3.3.11) and folding of content lines at 75
// octets (3.1), UTF-8 aware, with CRLF line breaks.

/** A TEXT value: backslash, semicolon and comma escaped, every kind of line break as \n. */
export function escapeText(value: string): string {
  return value
    .normalize("NFC")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** The longest a physical line may be, in octets, without its CRLF. */
export const LINE_OCTETS = 75;

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded: no physical line over 75 octets, continuation lines starting with a
 * space (which counts), and never a break inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A property as a folded content line: NAME;PARAMS:value (the value already escaped or typed). */
export function contentLine(name: string, value: string, params = ""): string {
  return foldLine(`${name}${params ? `;${params}` : ""}:${value}`);
}

/** A whole iCalendar object from its content lines: CRLF after each, the last one included. */
export function joinLines(lines: readonly string[]): string {
  return `${lines.join("\r\n")}\r\n`;
}
