// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { activatePublicLocale, i18n } from "../../i18n.js";
import { EventCount } from "./event-count.js";

function renderCount(count: number): string {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(createElement(I18nProvider, { i18n }, createElement(EventCount, { count }))));
  const text = container.textContent ?? "";
  act(() => root.unmount());
  return text;
}

describe("the count line", () => {
  beforeAll(() => activatePublicLocale("lb"));
  // First: Lingui keeps the formatters it has made, so a later test would not see one made.
  it("does not create an Intl.NumberFormat, whose first use on a page costs a phone a long task", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(renderCount(12)).toBe("12 Eventen fonnt");
      expect(renderCount(1)).toBe("1 Event fonnt");
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it("uses the singular for one event and the plural otherwise", () => {
    expect(renderCount(1)).toBe("1 Event fonnt");
    expect(renderCount(0)).toBe("0 Eventen fonnt");
    expect(renderCount(8)).toBe("8 Eventen fonnt");
    expect(renderCount(1200)).toBe("1200 Eventen fonnt");
  });
});
