import classes from "./gallery.module.css";

/**
 * A photo album's grid ([data-island="gallery"], a list of links to the pictures): a link opens
 * its photo full-screen in a modal <dialog> instead of the bare picture, with the album's order
 * around it: the arrow keys, the buttons and a swipe move between the photos of the grid, Escape,
 * the close button and a click beside the photo close it, and the focus goes back to the
 * thumbnail of the photo last shown. Each photo has its address (?photo=…): opening one adds it to
 * the history, so Back closes it, and an address with a photo opens it with the page. What the
 * dialog says comes with the grid, in the page's language (data-close, data-previous, data-next);
 * each link carries its photo's title and caption (data-title, data-caption, data-caption-lang),
 * its picture's name is the thumbnail's alt text. A link opened in a new tab is the picture.
 */
export function galleryIsland(grid: HTMLElement): () => void {
  const { close: closeLabel = "", previous: previousLabel = "", next: nextLabel = "" } = grid.dataset;
  const controller = new AbortController();
  const { signal } = controller;
  let dialog: HTMLDialogElement | null = null;
  let shown: HTMLAnchorElement | null = null;
  /** Whether this page put the open photo's address in the history (Back then closes it). */
  let pushed = false;

  const links = () => [...grid.querySelectorAll<HTMLAnchorElement>("a[data-photo]")];
  /** The thumbnail of the photo the address names (?photo=), if the grid shows it. */
  const named = () => {
    const id = new URL(location.href).searchParams.get("photo");
    return id ? links().find((candidate) => candidate.dataset.photo === id) : undefined;
  };
  const addressOf = (link: HTMLAnchorElement | null) => {
    const url = new URL(location.href);
    if (link) url.searchParams.set("photo", link.dataset.photo ?? "");
    else url.searchParams.delete("photo");
    return `${url.pathname}${url.search}${url.hash}`;
  };

  const button = (label: string, text: string, onClick: () => void) => {
    const element = Object.assign(document.createElement("button"), { type: "button", textContent: text });
    element.setAttribute("aria-label", label);
    element.addEventListener("click", onClick);
    return element;
  };

  const render = (link: HTMLAnchorElement) => {
    if (!dialog) return;
    const all = links();
    const index = all.indexOf(link);
    const thumb = link.querySelector("img");
    const name = thumb?.alt ?? "";
    const title = Object.assign(document.createElement("h2"), { id: "photo-dialog-title" });
    title.textContent = link.dataset.title || name;
    // An untitled photo shows no heading; the dialog keeps a name for screen readers.
    if (!link.dataset.title) title.className = "visually-hidden";
    const picture = Object.assign(document.createElement("img"), {
      className: classes.picture,
      src: thumb?.getAttribute("src") ?? link.href,
      alt: name,
      decoding: "async",
    });
    if (thumb?.srcset) {
      picture.srcset = thumb.srcset;
      picture.sizes = "100vw";
    }
    const viewer = document.createElement("div");
    viewer.className = classes.viewer ?? "";
    viewer.append(picture);
    if (link.dataset.caption) {
      const caption = Object.assign(document.createElement("p"), {
        className: classes.caption,
        textContent: link.dataset.caption,
      });
      if (link.dataset.captionLang) caption.lang = link.dataset.captionLang;
      viewer.append(caption);
    }
    const previous = button(previousLabel, "←", () => move(-1));
    const next = button(nextLabel, "→", () => move(1));
    previous.disabled = index <= 0;
    next.disabled = index < 0 || index >= all.length - 1;
    const moves = document.createElement("div");
    moves.className = classes.moves ?? "";
    moves.append(previous, next);
    viewer.append(moves);
    const header = document.createElement("div");
    header.className = classes.header ?? "";
    header.append(
      title,
      button(closeLabel, "×", () => close()),
    );
    const focused = dialog.contains(document.activeElement) ? document.activeElement?.getAttribute("aria-label") : null;
    dialog.replaceChildren(header, viewer);
    // A move keeps the focus on its button (or on the close button when that end is reached).
    const keep = focused
      ? [...dialog.querySelectorAll<HTMLButtonElement>("button")].find(
          (candidate) => candidate.getAttribute("aria-label") === focused && !candidate.disabled,
        )
      : undefined;
    (keep ?? dialog.querySelector<HTMLButtonElement>(`.${classes.header} button`))?.focus();
  };

  const open = (link: HTMLAnchorElement) => {
    shown = link;
    if (!dialog) {
      dialog = document.createElement("dialog");
      dialog.className = classes.dialog ?? "";
      dialog.setAttribute("aria-labelledby", "photo-dialog-title");
      wireDialog(dialog);
      document.body.append(dialog);
      dialog.showModal();
    }
    render(link);
  };

  const move = (step: number) => {
    const all = links();
    const target = shown ? all[all.indexOf(shown) + step] : undefined;
    if (!target) return;
    open(target);
    history.replaceState(history.state, "", addressOf(target));
  };

  /** Closes the dialog; `fromHistory` when Back did (the address is already the album's). */
  const close = (fromHistory = false) => {
    if (!dialog) return;
    const last = shown;
    dialog.close();
    dialog.remove();
    dialog = null;
    shown = null;
    if (!fromHistory) {
      if (pushed) history.back();
      else history.replaceState(history.state, "", addressOf(null));
    }
    pushed = false;
    last?.focus();
  };

  const wireDialog = (element: HTMLDialogElement) => {
    let touchStart: number | null = null;
    element.addEventListener("cancel", (event) => {
      event.preventDefault();
      close();
    });
    element.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") move(-1);
      else if (event.key === "ArrowRight") move(1);
      else if (event.key === "Tab") {
        // The focus goes round the dialog's own buttons, never out of it.
        const buttons = [...element.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const to = buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
        if (to) {
          event.preventDefault();
          to.focus();
        }
      }
    });
    element.addEventListener("click", (event) => {
      const target = event.target as Element;
      if (target === element || target.classList.contains(classes.viewer ?? "")) close();
    });
    element.addEventListener("touchstart", (event) => {
      touchStart = event.touches[0]?.clientX ?? null;
    });
    element.addEventListener("touchend", (event) => {
      const end = event.changedTouches[0]?.clientX;
      if (touchStart !== null && end !== undefined && Math.abs(end - touchStart) >= 50) move(end > touchStart ? -1 : 1);
      touchStart = null;
    });
  };

  grid.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[data-photo]");
      if (!(link instanceof HTMLAnchorElement)) return;
      // A new tab or window (a modifier, the middle button) gets the picture itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.pushState(history.state, "", addressOf(link));
      pushed = true;
      open(link);
    },
    { signal },
  );
  window.addEventListener(
    "popstate",
    () => {
      const link = named();
      if (link) open(link);
      else close(true);
    },
    { signal },
  );

  // An address with a photo opens it with the page.
  const deep = named();
  if (deep) open(deep);

  return () => {
    controller.abort();
    dialog?.remove();
  };
}
