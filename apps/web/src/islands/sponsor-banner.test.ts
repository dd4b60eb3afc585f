// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sponsorBannerIsland } from "./sponsor-banner.js";

/** The banner as the server renders it (features/home/sponsor-banner.tsx): the first slide shown. */
function banner(count: number): HTMLElement {
  const root = document.createElement("div");
  root.dataset.interval = "3000";
  const slides = Array.from({ length: count }, (_, i) => `<a data-slide${i === 0 ? "" : " hidden"}>${i}</a>`);
  const dots = Array.from({ length: count }, (_, i) => `<button data-dot aria-pressed="${i === 0}"></button>`);
  root.innerHTML = `${slides.join("")}<div>${dots.join("")}</div>`;
  document.body.append(root);
  return root;
}

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>("[data-slide]")].findIndex((slide) => !slide.hidden);
const pressed = (root: HTMLElement) =>
  [...root.querySelectorAll("[data-dot]")].findIndex((dot) => dot.getAttribute("aria-pressed") === "true");

let reducedMotion = false;

describe("the sponsor banner island", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion = false;
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: reducedMotion && query.includes("reduce"),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("shows the next sponsor every 3000 ms, one at a time, and wraps around", () => {
    const root = banner(3);
    const stop = sponsorBannerIsland(root);
    vi.advanceTimersByTime(2999);
    expect(shown(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect([shown(root), pressed(root)]).toEqual([1, 1]);
    expect(root.querySelectorAll("[data-slide]:not([hidden])").length).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(shown(root)).toBe(0);
    stop();
    vi.advanceTimersByTime(9000);
    expect(shown(root)).toBe(0);
  });

  it("pauses under the pointer and the focus, jumps to a dot, and resumes from there", () => {
    const root = banner(4);
    sponsorBannerIsland(root);
    root.dispatchEvent(new Event("mouseenter"));
    vi.advanceTimersByTime(9000);
    expect(shown(root)).toBe(0);
    root.querySelectorAll<HTMLElement>("[data-dot]")[2]?.click();
    expect([shown(root), pressed(root)]).toEqual([2, 2]);
    expect(root.querySelectorAll("[data-dot][data-active]").length).toBe(1);
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(3000);
    expect(shown(root)).toBe(3);
    root.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(9000);
    expect(shown(root)).toBe(3);
  });

  it("stands still with one sponsor and under reduced motion", () => {
    const single = banner(1);
    sponsorBannerIsland(single);
    vi.advanceTimersByTime(9000);
    expect(shown(single)).toBe(0);
    reducedMotion = true;
    const still = banner(3);
    sponsorBannerIsland(still);
    vi.advanceTimersByTime(9000);
    expect(shown(still)).toBe(0);
  });
});
