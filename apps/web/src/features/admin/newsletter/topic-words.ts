import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../trpc.js";
import { topicParts } from "./newsletter-rows.js";

/** The topics a subscriber can choose, in the panel's words: every event, club news, each category. */
export function useTopicWords() {
  const { t } = useLingui();
  const categories = useQuery(trpc.eventCategories.list.queryOptions());
  const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  const word = (topic: string): string => {
    const [part] = topicParts([topic]);
    if (!part) return topic;
    if (part.kind === "events") return t`Alle Events`;
    if (part.kind === "news") return t`Neuigkeiten (Newsletter)`;
    const name = names.get(part.id) ?? String(part.id);
    return t`Events: ${name}`;
  };
  const choices = [
    { value: "news", label: word("news") },
    { value: "events", label: word("events") },
    ...(categories.data ?? []).map((category) => ({
      value: `category:${category.id}`,
      label: word(`category:${category.id}`),
    })),
  ];
  return { word, choices };
}
