import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { CategoryDetail } from "../features/photos/category-detail.js";
import { CategoryGrid } from "../features/photos/category-grid.js";
import { photoListInput, shownFor, shownPhotos } from "../features/photos/photo-pages.js";
import { useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export interface PhotosSearch {
  category?: number;
  photo?: number;
  /** How many of the category's photos are shown (after 'Méi Fotoen': 48, 72, …). */
  shown?: number;
}

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const Route = createFileRoute("/photos")({
  // Its name in the header's navigation, and its word on the 404 page (components/nav-pages.ts).
  staticData: { nav: { label: msg`Fotos`, hint: msg`Erënnerungen an Biller` } },
  // A category and an open photo each have their own URL, so deep links and Back work.
  validateSearch: (search: Record<string, unknown>): PhotosSearch => {
    const category = positive(search.category);
    const photo = positive(search.photo);
    const shown = shownPhotos(search.shown);
    return {
      ...(category ? { category } : {}),
      ...(category && photo ? { photo } : {}),
      ...(category && shown ? { shown } : {}),
    };
  },
  loaderDeps: ({ search }) => search,
  // A category's photos come with the page, as many as the address asks for (and enough to hold
  // the photo it names), so its grid is there without scripts.
  loader: async ({ context, deps }) => {
    const { queryClient, trpc, locale: lang } = context;
    const categories = queryClient.prefetchQuery(trpc.photoCategories.list.queryOptions({ lang }));
    if (!deps.category) return categories;
    const photo = deps.photo
      ? await queryClient.fetchQuery(trpc.photos.byId.queryOptions({ id: deps.photo, lang })).catch(() => undefined)
      : undefined;
    const shown = shownFor(deps, deps.category, photo);
    await Promise.all([
      categories,
      queryClient.prefetchQuery(trpc.photos.list.queryOptions(photoListInput(deps.category, shown, lang))),
    ]);
  },
  component: PhotosPage,
});

function PhotosPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const lang = useContentLanguage();
  const categories = useQuery(trpc.photoCategories.list.queryOptions({ lang }));
  const category = (categories.data ?? []).find((c) => c.id === search.category);
  useDocumentMeta(category ? category.name : t`Fotoen`, t`Fotoen vun eise Fester, Ausflich a Sportevenementer.`);
  return (
    <Container size="lg" py={48}>
      {categories.isPending ? (
        <PageLoader />
      ) : category ? (
        <CategoryDetail category={category} search={search} />
      ) : (
        <CategoryGrid categories={categories.data ?? []} />
      )}
    </Container>
  );
}
