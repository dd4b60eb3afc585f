// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_INTERVAL_MS } from "../features/home/sponsor-banner.js";
import { useRotation } from "./use-rotation.js";

type Rotation = ReturnType<typeof useRotation>;

interface ProbeProps {
  count: number;
  animate: boolean;
  state: { current: Rotation | null };
}

function Probe({ count, animate, state }: ProbeProps) {
  state.current = useRotation(count, BANNER_INTERVAL_MS, animate);
  return null;
}

// A DOM (happy-dom) so the hook runs in a real React renderer.
function renderRotation(count: number, animate = true) {
  const state: { current: Rotation | null } = { current: null };
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(createElement(Probe, { count, animate, state })));
  return { state, unmount: () => act(() => root.unmount()) };
}

describe("the sponsor banner timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 3000 ms and wraps around", () => {
    expect(BANNER_INTERVAL_MS).toBe(3000);
    const { state, unmount } = renderRotation(3);
    expect(state.current?.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(state.current?.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(state.current?.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(state.current?.index).toBe(0);
    unmount();
  });

  it("pauses, resumes, jumps to a dot, and stands still with one sponsor or reduced motion", () => {
    const { state, unmount } = renderRotation(4);
    act(() => state.current?.pause());
    act(() => vi.advanceTimersByTime(9000));
    expect(state.current?.index).toBe(0);
    act(() => state.current?.goTo(2));
    expect(state.current?.index).toBe(2);
    act(() => state.current?.resume());
    act(() => vi.advanceTimersByTime(3000));
    expect(state.current?.index).toBe(3);
    unmount();

    const single = renderRotation(1);
    act(() => vi.advanceTimersByTime(9000));
    expect(single.state.current?.index).toBe(0);
    single.unmount();

    const still = renderRotation(3, false);
    act(() => vi.advanceTimersByTime(9000));
    expect(still.state.current?.index).toBe(0);
    still.unmount();
  });
});
