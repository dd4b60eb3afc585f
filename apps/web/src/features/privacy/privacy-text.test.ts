import { describe, expect, it } from "vitest";
import { privacyBlocks } from "./privacy-text.js";

describe("privacyBlocks", () => {
  it("reads headings, paragraphs and their lines", () => {
    const text = "Intro line\n\n## Wien?\nDe Club\nan d'Gemeng\n\n\n## Firwat?\r\nWell.\n";
    expect(privacyBlocks(text)).toEqual([
      { kind: "paragraph", lines: ["Intro line"] },
      { kind: "heading", text: "Wien?" },
      { kind: "paragraph", lines: ["De Club", "an d'Gemeng"] },
      { kind: "heading", text: "Firwat?" },
      { kind: "paragraph", lines: ["Well."] },
    ]);
  });

  it("keeps markup as text and drops empty headings", () => {
    expect(privacyBlocks("##  \n<b>fett</b>\n#kein Titel")).toEqual([
      { kind: "paragraph", lines: ["<b>fett</b>", "#kein Titel"] },
    ]);
    expect(privacyBlocks("")).toEqual([]);
  });
});
