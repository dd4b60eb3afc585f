import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Center, Loader, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useRef } from "react";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { useContentLanguage } from "../../lib/content-language.js";
import { fallbackLang } from "../../lib/untranslated.js";
import { useIsland } from "../../lib/use-island.js";
import type { PhotosSearch } from "../../routes/photos.js";
import { trpc } from "../../trpc.js";
import type { PhotoCategory } from "../types.js";
import { photoLabel } from "./photo-label.js";
import { PAGE_SIZE, photoListInput, shownFor } from "./photo-pages.js";
import classes from "./photos.module.css";

/**
 * A category's grid: each thumbnail a link to its picture, which the gallery island
 * (islands/gallery.ts) opens full-screen with the album around it; 'Méi Fotoen' a GET form for
 * the next photos, which the swap island brings in. As many photos as the address asks for.
 */
export function CategoryDetail({ category, search }: { category: PhotoCategory; search: PhotosSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/photos" });
  const lang = useContentLanguage();
  const photo = useQuery({
    ...trpc.photos.byId.queryOptions({ id: search.photo ?? 0, lang }),
    enabled: !!search.photo,
  });
  const shown = shownFor(search, category.id, photo.data);
  const list = useQuery(trpc.photos.list.queryOptions(photoListInput(category.id, shown, lang)));
  const photos = list.data ?? [];
  const grid = useRef<HTMLUListElement>(null);
  // On the app's pages (an admin's preview) the same island runs on the grid.
  useIsland(grid, "gallery");
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
      {list.isPending ? (
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
        <ul
          ref={grid}
          id="photo-grid"
          className={classes.grid}
          aria-label={t`Fotoen`}
          style={{ listStyle: "none", padding: 0 }}
          data-island="gallery"
          data-close={t`Zoumaachen`}
          data-previous={t`Virdrun Foto`}
          data-next={t`Nächst Foto`}
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              {/* A link to the picture itself: it opens without scripts; with them, in the overlay. */}
              <a
                href={photo.src}
                className={classes.thumb}
                data-photo={photo.id}
                data-title={photo.alt || undefined}
                data-caption={photo.caption || undefined}
                data-caption-lang={fallbackLang(photo, "caption").lang}
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
      <div id="photo-more">
        {photos.length === shown && shown < category.photoCount && (
          <Center mt="xl">
            {/* A GET form: without scripts it loads the page with more; on a page with islands the
                swap island brings them in and focuses the first new one. */}
            <form
              method="get"
              data-island="swap"
              data-swap="photo-grid photo-more"
              data-focus-new="#photo-grid a"
              onSubmit={(event) => {
                event.preventDefault();
                void navigate({ search: { category: category.id, shown: shown + PAGE_SIZE }, resetScroll: false });
              }}
            >
              <input type="hidden" name="category" value={category.id} />
              <Button type="submit" name="shown" value={shown + PAGE_SIZE} variant="outline">
                <Trans>Méi Fotoen</Trans>
              </Button>
            </form>
          </Center>
        )}
      </div>
    </>
  );
}
