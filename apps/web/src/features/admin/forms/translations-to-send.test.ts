import { describe, expect, it } from "vitest";
import { translationsToSend } from "./translations-to-send.js";

describe("translationsToSend", () => {
  const translations = { fr: { description: "Texte" } };

  it("sends the form's translations of a new item and of an item loaded with them", () => {
    expect(translationsToSend({ translatable: true, editing: false, loaded: undefined, translations })).toEqual({
      translations,
    });
    const loaded = { id: 1, translations: { fr: { description: "Ancien" } } };
    expect(translationsToSend({ translatable: true, editing: true, loaded, translations })).toEqual({ translations });
    // An item stored without any comes with `translations: {}`; emptying the tabs empties them.
    expect(
      translationsToSend({ translatable: true, editing: true, loaded: { id: 1, translations: {} }, translations: {} }),
    ).toEqual({ translations: {} });
  });

  it("refuses to save an item loaded without its translations (a byId without lang all) instead of erasing them", () => {
    expect(() =>
      translationsToSend({ translatable: true, editing: true, loaded: { id: 1, description: "x" }, translations: {} }),
    ).toThrow(/lang "all"/);
    expect(() => translationsToSend({ translatable: true, editing: true, loaded: undefined, translations })).toThrow();
  });

  it("sends nothing from a form without translations, so the stored ones stay", () => {
    expect(translationsToSend({ translatable: false, editing: true, loaded: { id: 1 }, translations })).toEqual({});
  });
});
