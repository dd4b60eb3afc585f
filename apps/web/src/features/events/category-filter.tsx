import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import classes from "./events-filter.module.css";

interface Props {
  categories: string[];
  /** The category shown, '' for all. */
  current: string;
  /** Starts loading every event when a visitor reaches for the filter. */
  onReach(): void;
}

/**
 * The events page's categories as links (?category=…, the search kept): they filter with or
 * without scripts, and a filtered list has an address to share. The one shown is the current link.
 */
export function CategoryFilter({ categories, current, onReach }: Props) {
  const { t } = useLingui();
  const chip = (category: string, label: string) => {
    const active = category === current;
    return (
      <li key={category || "__all"}>
        <Link
          from="/events"
          to="/events"
          search={(prev) => ({ ...prev, category: category || undefined, upcoming: undefined, past: undefined })}
          replace
          resetScroll={false}
          className={classes.chip}
          aria-current={active ? "page" : undefined}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          {active && (
            <svg className={classes.check} viewBox="0 0 10 7" aria-hidden="true">
              <path
                d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                fill="currentColor"
              />
            </svg>
          )}
          {label}
        </Link>
      </li>
    );
  };
  return (
    // Its id: the events search brings the links in anew (their addresses keep the search).
    <ul
      id="events-filter"
      className={classes.chips}
      aria-label={t`Kategorie`}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      {chip("", t`All`)}
      {categories.map((name) => chip(name, name))}
    </ul>
  );
}
