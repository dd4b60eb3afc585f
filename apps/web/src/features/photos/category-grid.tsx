import { Trans } from "@lingui/react/macro";
import { Card, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Columns } from "../../components/columns.js";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import type { PhotoCategory } from "../types.js";
import classes from "./photos.module.css";

/**
 * 'N Biller', singular for exactly one: not Lingui's Plural, which makes an Intl.NumberFormat
 * (see events/event-count.tsx).
 */
function PhotoCount({ count }: { count: number }) {
  const countText = String(count);
  return count === 1 ? <Trans>1 Bild</Trans> : <Trans>{countText} Biller</Trans>;
}

export function CategoryGrid({ categories }: { categories: PhotoCategory[] }) {
  return (
    <>
      <Title order={1}>
        <Trans>Fotoen</Trans>
      </Title>
      <Text c="#5c4a5e" mt="xs" maw={640}>
        <Trans>Erënnerunge vun eise Fester, Ausflich a Sportevenementer.</Trans>
      </Text>
      {categories.length === 0 ? (
        <Text mt="xl" c="#5c4a5e">
          <Trans>Keng Aträg do</Trans>
        </Text>
      ) : (
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="xl">
          {categories.map((category, index) => (
            <Link key={category.id} to="/photos" search={{ category: category.id }} className={classes.categoryLink}>
              <Card className={classes.categoryCard} padding={0} radius="lg" withBorder>
                <div className={classes.cover}>
                  <ResponsiveImage
                    className={classes.coverImage}
                    // The chosen cover, else the album's first photo.
                    src={category.coverImage ?? category.firstPhoto}
                    variants={category.coverImage ? category.coverImageVariants : category.firstPhotoVariants}
                    alt=""
                    sizes="(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw"
                    fallback="/placeholders/cover.svg"
                    width={800}
                    height={534}
                    eager={index < 3}
                  />
                  <span className={classes.count}>
                    <PhotoCount count={category.photoCount} />
                  </span>
                </div>
                <div className={classes.cardBody}>
                  <Title order={2} fz="h4">
                    <span {...fallbackLang(category, "name")}>{category.name}</span>
                  </Title>
                  {category.description && (
                    <Text c="#5c4a5e" mt={4} lineClamp={2}>
                      <span {...fallbackLang(category, "description")}>{category.description}</span>
                    </Text>
                  )}
                </div>
              </Card>
            </Link>
          ))}
        </Columns>
      )}
    </>
  );
}
