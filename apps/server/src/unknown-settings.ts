// A setting the server does not know used to be ignored: `DATABSE_URL=…` started a new embedded
// site with demo content and a new admin inside the checkout (issue 30). Variables that look like
// the site's own but are not stop the start, naming the one probably meant. Everything else in
// the environment (the shell's, Node's, npm's, the pg driver's, the AWS SDK's) is left alone.

/** Families only this site uses: any unknown name in them is a mistake (SMTP_HOST, BACKUP_DIR). */
const OWN_FAMILIES = ["DATABASE_", "SMTP_", "MAIL_", "S3_", "BACKUP_"];
/** Prefixes an operator may put before our names (JC_PORT); the rest is compared with them. */
const NAMESPACES = ["JC_", "JUGENDCLUB_"];
/** Other programs' variables, some close to ours (PGHOST, PGPORT): never ours, never checked. */
const FOREIGN = /^(npm_|pnpm_|PG|AWS_|NODE_|LC_|XDG_)/i;

/**
 * One line per variable in `env` that looks like one of `known` but is none:
 * "Unknown setting DATABSE_URL: did you mean DATABASE_URL?".
 */
export function unknownSettings(env: Record<string, string | undefined>, known: readonly string[]): string[] {
  const ours = new Set(known);
  const lines: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (ours.has(name) || FOREIGN.test(name)) continue;
    const meant = suggestion(name.toUpperCase(), known);
    if (meant.length > 0) lines.push(`Unknown setting ${name}: did you mean ${list(meant)}?`);
  }
  return lines;
}

/** The names `name` (upper case) probably stands for, or none when it is no look-alike of ours. */
function suggestion(name: string, known: readonly string[]): string[] {
  const close = closest(name, known);
  if (close) return [close];
  const namespace = NAMESPACES.find((prefix) => name.startsWith(prefix));
  if (namespace) {
    // JC_URL and JC_TOKEN belong to examples/import-events.mjs: only a name of ours counts here.
    const inner = closest(name.slice(namespace.length), known);
    return inner ? [inner] : [];
  }
  const family = OWN_FAMILIES.find((prefix) => name.startsWith(prefix));
  if (!family) return [];
  // The family's names, the nearest first; three are enough to point the way.
  return known
    .filter((candidate) => candidate.startsWith(family))
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}

/** The known name within a typo or two of `name` (one for names of 4 letters: HOME is no HOST). */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const allowed = candidate.length <= 4 ? (name.length === candidate.length ? 1 : 0) : 2;
    const distance = editDistance(name, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** Levenshtein distance where swapping two neighbouring letters counts as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(a.length, b.length);
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
