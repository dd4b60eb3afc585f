import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { CategoryDetail } from "../features/photos/category-detail.js";
import { CategoryGrid } from "../features/photos/category-grid.js";
import { photoPagesOptions } from "../features/photos/photo-pages.js";
import { useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export interface PhotosSearch {
  category?: number;
  photo?: number;
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
    return { ...(category ? { category } : {}), ...(category && photo ? { photo } : {}) };
  },
  loaderDeps: ({ search }) => ({ category: search.category }),
  // A category's first page of photos comes with the page, so its grid is there without scripts.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(context.trpc.photoCategories.list.queryOptions({ lang: context.locale })),
      deps.category &&
        context.queryClient.prefetchInfiniteQuery(
          photoPagesOptions(context.trpc, context.queryClient, deps.category, context.locale),
        ),
    ]),
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
        <CategoryDetail category={category} openPhotoId={search.photo} />
      ) : (
        <CategoryGrid categories={categories.data ?? []} />
      )}
    </Container>
  );
}
