import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { FeaturedEvents } from "../features/home/featured-events.js";
import { Hero } from "../features/home/hero.js";
import { JoinBlock } from "../features/home/join-block.js";
import { SponsorBanner } from "../features/home/sponsor-banner.js";
import { useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

export const Route = createFileRoute("/")({
  // Its name in the header's navigation, and its word on the 404 page (components/nav-pages.ts).
  staticData: { nav: { label: msg`Home`, hint: msg`Wat leeft, an eis Highlights` } },
  loader: ({ context }) => {
    const lang = context.locale;
    return Promise.all([
      context.queryClient.prefetchQuery(context.trpc.events.featured.queryOptions({ lang })),
      context.queryClient.prefetchQuery(context.trpc.sponsors.list.queryOptions({ lang })),
    ]);
  },
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  useDocumentMeta("", t`De Jugendclub vu Rammeldange: Fester, Sport, Ausflich a vill Spaass zënter 1975.`, {
    structured: { kind: "club" },
  });
  // Only the highlights travel: the home page stays the same size however many events there are.
  const lang = useContentLanguage();
  const events = useQuery(trpc.events.featured.queryOptions({ lang }));
  const sponsors = useQuery(trpc.sponsors.list.queryOptions({ lang }));
  const now = Date.now();
  const featured = (events.data ?? []).filter((e) => e.featured && Date.parse(e.date) >= now);
  return (
    <>
      <Hero />
      {sponsors.isPending ? <PageLoader /> : <SponsorBanner sponsors={sponsors.data ?? []} />}
      {events.isPending ? <PageLoader /> : <FeaturedEvents events={featured} />}
      <JoinBlock />
    </>
  );
}
