// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { Plural } from "@lingui/react/macro";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n.js";

function renderCount(count: number): string {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() =>
    root.render(
      createElement(I18nProvider, { i18n }, <Plural value={count} one="# Event fonnt" other="# Eventen fonnt" />),
    ),
  );
  const text = container.textContent ?? "";
  act(() => root.unmount());
  return text;
}

describe("the count line", () => {
  it("uses the singular for one event and the plural otherwise", () => {
    expect(renderCount(1)).toBe("1 Event fonnt");
    expect(renderCount(0)).toBe("0 Eventen fonnt");
    expect(renderCount(8)).toBe("8 Eventen fonnt");
  });
});
