import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Center, Loader, Text, Title, VisuallyHidden } from "@mantine/core";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { useContentLanguage } from "../../lib/content-language.js";
import { fallbackLang } from "../../lib/untranslated.js";
import { trpc } from "../../trpc.js";
import type { PhotoCategory } from "../types.js";
import { photoLabel } from "./photo-label.js";
import { photoPagesOptions } from "./photo-pages.js";
import classes from "./photos.module.css";

// The full-screen view (Mantine's Modal and its helpers) loads when a photo is opened, not with
// the gallery: a visitor who only looks at the grid never downloads it.
const PhotoOverlay = lazy(() => import("./photo-overlay.js").then((m) => ({ default: m.PhotoOverlay })));

export function CategoryDetail({ category, openPhotoId }: { category: PhotoCategory; openPhotoId?: number }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/photos" });
  const lang = useContentLanguage();
  // The grid loads a page at a time, so a big gallery never downloads everything at once.
  const pages = useInfiniteQuery(photoPagesOptions(trpc, useQueryClient(), category.id, lang));
  const photos = pages.data?.pages.flat() ?? [];
  const loaded = photos.find((p) => p.id === openPhotoId);
  // A deep link to a photo that is not on the first page still opens it.
  const single = useQuery({
    ...trpc.photos.byId.queryOptions({ id: openPhotoId ?? 0, lang }),
    enabled: !!openPhotoId && !loaded && !pages.isPending,
  });
  const open = loaded ?? single.data;
  const index = open ? photos.findIndex((p) => p.id === open.id) : -1;
  // Once opened, the overlay stays mounted (closed), so its closing transition runs.
  // It is the browser's alone: the server renders the grid (the overlay's code is not loaded there).
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  useEffect(() => {
    if (open) setOverlayLoaded(true);
  }, [open]);
  // On close, focus goes to the thumbnail of the photo last shown, so keyboard users carry on
  // from there (the overlay mounts already open after loading, so Mantine's own return has
  // nothing to return to).
  const thumbs = useRef(new Map<number, HTMLAnchorElement>());
  const lastShown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (open) {
      lastShown.current = open.id;
      return;
    }
    const id = lastShown.current;
    lastShown.current = undefined;
    if (id === undefined) return;
    const frame = requestAnimationFrame(() => thumbs.current.get(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const show = (photoId: number | undefined) =>
    navigate({ search: { category: category.id, ...(photoId ? { photo: photoId } : {}) }, resetScroll: false });

  return (
    <>
      <Button component={Link} to="/photos" variant="subtle" px={0} mb="md">
        ← <Trans>Zréck bei d'Kategorien</Trans>
      </Button>
      <Title order={1} {...fallbackLang(category, "name")}>
        {category.name}
      </Title>
      {category.description && (
        <Text c="#5c4a5e" mt="xs" maw={640}>
          <span {...fallbackLang(category, "description")}>{category.description}</span>
        </Text>
      )}
      {pages.isPending ? (
        // A status that says it loads (a loader's <span> may not carry a name of its own).
        <Center py={60} role="status">
          <Loader color="wine" />
          <VisuallyHidden>{t`Lueden...`}</VisuallyHidden>
        </Center>
      ) : photos.length === 0 ? (
        <Text mt="xl" c="#5c4a5e">
          <Trans>Keng Aträg do</Trans>
        </Text>
      ) : (
        <ul className={classes.grid} aria-label={t`Fotoen`} style={{ listStyle: "none", padding: 0 }}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              {/* A link to the picture itself: it opens without scripts; with them, in the overlay. */}
              <a
                href={photo.src}
                className={classes.thumb}
                ref={(element) => {
                  if (element) thumbs.current.set(photo.id, element);
                  else thumbs.current.delete(photo.id);
                }}
                onClick={(event) => {
                  // A new tab or window (a modifier, the middle button) gets the picture itself.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  show(photo.id);
                }}
                aria-label={t`${photoLabel(photo, category.name, index + 1)} opmaachen`}
              >
                <ResponsiveImage
                  src={photo.src}
                  variants={photo.srcVariants}
                  alt={photoLabel(photo, category.name, index + 1)}
                  sizes="(min-width: 48em) 240px, 50vw"
                  fallback="/placeholders/cover.svg"
                  width={320}
                  height={320}
                  eager={index < 4}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Center mt="xl">
          <Button variant="outline" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            <Trans>Méi Fotoen</Trans>
          </Button>
        </Center>
      )}
      {overlayLoaded && (
        <Suspense fallback={null}>
          <PhotoOverlay
            photo={open ?? null}
            // A deep link beyond the loaded pages: its place in the album stands for its number.
            label={open ? photoLabel(open, category.name, index >= 0 ? index + 1 : open.position + 1) : ""}
            onClose={() => show(undefined)}
            onPrevious={index > 0 ? () => show(photos[index - 1]?.id) : undefined}
            onNext={index >= 0 && index < photos.length - 1 ? () => show(photos[index + 1]?.id) : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
