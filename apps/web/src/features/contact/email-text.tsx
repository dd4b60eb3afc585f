import { Fragment } from "react";

/**
 * An e-mail address that is read whole at every width: where the line is too short it breaks
 * before the "@" (or after a hyphen, as text does), so "presidentin" and "@jugendclub.lu" stay
 * whole; only a part longer than the line breaks inside (the class's overflow-wrap).
 */
export function EmailText({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=@)/);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        // The parts of one address never change order: the index is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
