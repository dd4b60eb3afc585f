/** The club's emblem: a flame over a hill, in the theme's colours. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="14" fill="#a52d50" />
      <path d="M6 40 Q24 26 42 40 Z" fill="#6e1a36" />
      <path d="M24 9 C30 17 32 22 28 29 C27 25 25 24 24 22 C22 26 19 27 20 32 C15 27 17 18 24 9 Z" fill="#ffc327" />
    </svg>
  );
}
