import { useCallback, useEffect, useState } from "react";

/** An index that advances every `intervalMs` while running, more than one item exists and not paused. */
export function useRotation(count: number, intervalMs: number, animate: boolean) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (count <= 1 || paused || !animate) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, animate, intervalMs]);
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [count, index]);
  return {
    index: count > 0 ? index % count : 0,
    paused,
    pause: useCallback(() => setPaused(true), []),
    resume: useCallback(() => setPaused(false), []),
    goTo: useCallback((i: number) => setIndex(i), []),
  };
}
