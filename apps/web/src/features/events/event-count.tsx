import { Trans } from "@lingui/react/macro";

/**
 * 'N Eventen fonnt', singular for exactly one (Luxembourgish, like German, has no other forms).
 * Chosen here rather than with Lingui's Plural, which formats the number with Intl.NumberFormat on
 * every use: its first use on a page loads locale data, 12 to 18 ms, a long task on a phone.
 */
export function EventCount({ count }: { count: number }) {
  const countText = String(count);
  return count === 1 ? <Trans>1 Event fonnt</Trans> : <Trans>{countText} Eventen fonnt</Trans>;
}
