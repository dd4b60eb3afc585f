// The privacy notice is kept as plain text: a line starting with "## " is a heading, blank lines
// separate paragraphs, and a paragraph's lines stay lines. The page renders these blocks as React
// text, so nothing an admin writes becomes markup.

export type PrivacyBlock = { kind: "heading"; text: string } | { kind: "paragraph"; lines: string[] };

export function privacyBlocks(text: string): PrivacyBlock[] {
  const blocks: PrivacyBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: "paragraph", lines });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (/^##(\s|$)/.test(line)) {
      endParagraph();
      const heading = line.slice(2).trim();
      if (heading) blocks.push({ kind: "heading", text: heading });
    } else if (line === "") {
      endParagraph();
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}
