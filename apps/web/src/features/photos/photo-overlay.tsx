import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group, Modal, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef } from "react";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import type { Photo } from "../types.js";
import classes from "./photos.module.css";

interface Props {
  photo: Photo | null;
  /** Its name (photoLabel): its alt text, and the dialog's name when it has no title to show. */
  label: string;
  onClose(): void;
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
}

/**
 * The full-screen view: closes with its button, a click on the backdrop and Escape; arrow keys
 * and a swipe move between photos. Mantine's Modal traps focus; the grid puts it back on close.
 */
export function PhotoOverlay({ photo, label, onClose, onPrevious, onNext }: Props) {
  const { t } = useLingui();
  const touchStart = useRef<number | null>(null);
  const isOpen = photo !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft" && onPrevious) onPrevious();
      if (event.key === "ArrowRight" && onNext) onNext();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isOpen, onPrevious, onNext]);
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      returnFocus={false}
      fullScreen
      // An untitled photo shows no heading; the dialog keeps a name for screen readers.
      title={photo?.alt ? photo.alt : <VisuallyHidden>{label}</VisuallyHidden>}
      closeButtonProps={{ "aria-label": t`Zoumaachen` }}
      styles={{
        // Opaque: nothing of the page shows through behind the photo's title.
        content: { background: "#140a18" },
        header: { background: "transparent", color: "#fff" },
        title: { fontWeight: 800, fontSize: "1.1rem" },
        close: { color: "#fff" },
        body: { height: "calc(100% - 70px)" },
      }}
      transitionProps={{ duration: 150 }}
    >
      {photo && (
        // biome-ignore lint/a11y/noStaticElementInteractions: swipes and backdrop clicks; the buttons and keys are the accessible controls
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button do what the backdrop click does
        <div
          className={classes.viewer}
          onTouchStart={(event) => {
            touchStart.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const end = event.changedTouches[0]?.clientX;
            touchStart.current = null;
            if (start === null || end === undefined || Math.abs(end - start) < 50) return;
            if (end > start) onPrevious?.();
            else onNext?.();
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <ResponsiveImage
            className={classes.full}
            src={photo.src}
            variants={photo.srcVariants}
            alt={label}
            sizes="100vw"
            fallback="/placeholders/cover.svg"
            eager
          />
          {photo.caption && (
            <Text className={classes.caption} {...fallbackLang(photo, "caption")}>
              {photo.caption}
            </Text>
          )}
          <Group gap="md">
            <ActionIcon
              size="xl"
              radius="xl"
              variant="white"
              color="wine.8"
              onClick={onPrevious}
              disabled={!onPrevious}
              aria-label={t`Virdrun Foto`}
            >
              ←
            </ActionIcon>
            <ActionIcon
              size="xl"
              radius="xl"
              variant="white"
              color="wine.8"
              onClick={onNext}
              disabled={!onNext}
              aria-label={t`Nächst Foto`}
            >
              →
            </ActionIcon>
          </Group>
        </div>
      )}
    </Modal>
  );
}
