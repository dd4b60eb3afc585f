/**
 * The sponsor banner's rotation over the slides the server rendered ([data-slide], the first
 * shown): one sponsor at a time, the next every `data-interval` ms, paused while the pointer or
 * the focus is on the banner, still under reduced motion; a dot ([data-dot]) shows its sponsor.
 */
export function sponsorBannerIsland(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...root.querySelectorAll<HTMLElement>("[data-dot]")];
  if (slides.length < 2) return () => undefined;
  const interval = Number(root.dataset.interval) || 3000;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)");
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hidden),
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (next: number) => {
    index = next % slides.length;
    slides.forEach((slide, i) => {
      slide.hidden = i !== index;
    });
    dots.forEach((dot, i) => {
      dot.setAttribute("aria-pressed", String(i === index));
      dot.toggleAttribute("data-active", i === index);
    });
  };
  const stop = () => clearInterval(timer);
  // The interval starts again from a resume or a choice, as a visitor expects a full turn to read.
  const run = () => {
    stop();
    if (!still.matches) timer = setInterval(() => show(index + 1), interval);
  };
  const choose = (event: Event) => {
    const dot = (event.target as Element).closest<HTMLElement>("[data-dot]");
    if (dot) show(dots.indexOf(dot));
  };
  // One signal removes every listener below.
  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener("mouseenter", stop, { signal });
  root.addEventListener("mouseleave", run, { signal });
  root.addEventListener("focusin", stop, { signal });
  root.addEventListener("focusout", run, { signal });
  root.addEventListener("click", choose, { signal });
  still.addEventListener("change", run, { signal });
  run();
  return () => {
    stop();
    listening.abort();
  };
}
