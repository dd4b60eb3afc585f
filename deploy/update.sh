#!/usr/bin/env bash
# Installs or updates the Jugendclub website from a release (`pnpm release` makes one), in one
# command, and goes back to the old release and its data when the new one fails:
#
#   deploy/update.sh jugendclub-1.1.0.tar.gz        (as root, with the systemd unit installed)
#
#   1. unpacks the release beside the old ones:   /opt/jugendclub/releases/<version>/
#   2. stops the site                              (systemctl stop jugendclub)
#   3. makes a backup with the old release         DATA_DIR/backups/before-update-<old>-to-<new>-<time>.tar.gz
#   4. applies the new release's migrations       (apps/server/dist/migrate.js)
#   5. switches /opt/jugendclub/current to it, starts the site and waits until /healthz names
#      the new version
#   On a failure in 4 or 5: stops the site, sets the failed database aside (the embedded
#   database's folder, or PostgreSQL's schema `public` renamed), restores the backup with the old
#   release, switches `current` back, starts the old release and checks it. The failed database
#   and release stay for a look; nothing is deleted.
#
# Options (defaults for the layout of the README's "Deploying"):
#   --root DIR         where releases/ and current live             (/opt/jugendclub)
#   --env FILE         the site's settings, as the unit reads them  (/etc/jugendclub/jugendclub.env)
#   --user NAME        who runs the backup, migrations and restore  (jugendclub when run as root;
#                      --user "": whoever runs this script)
#   --stop CMD         stops the site                               (systemctl stop jugendclub)
#   --start CMD        starts the site                              (systemctl start jugendclub)
#   --health-url URL   the site's health check                      (http://127.0.0.1:$PORT/healthz)
#   --timeout SECONDS  how long the site may take to answer it      (900: a first start seeds)
#   --alive CMD        fails once the started site's process has ended (none: wait out the
#                      timeout); a release that dies at start is then given up at once
#   --keep N           releases kept, the current one included     (3)
# apps/server/test/release.test.ts runs it with two releases after the first, the second made to fail.
set -euo pipefail

ROOT=/opt/jugendclub
ENV_FILE=/etc/jugendclub/jugendclub.env
RUN_AS=auto
STOP_CMD="systemctl stop jugendclub"
START_CMD="systemctl start jugendclub"
HEALTH_URL=""
TIMEOUT=900
ALIVE_CMD=""
KEEP=3
SOURCE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --root) ROOT="$2"; shift 2 ;;
    --env) ENV_FILE="$2"; shift 2 ;;
    --user) RUN_AS="$2"; shift 2 ;;
    --stop) STOP_CMD="$2"; shift 2 ;;
    --start) START_CMD="$2"; shift 2 ;;
    --health-url) HEALTH_URL="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    --alive) ALIVE_CMD="$2"; shift 2 ;;
    --keep) KEEP="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//;$d'; exit 0 ;;
    -*) echo "update: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) SOURCE="$1"; shift ;;
  esac
done

say() { printf '\033[36m[update]\033[0m %s\n' "$*"; }
die() { printf '\033[31m[update]\033[0m %s\n' "$*" >&2; exit 1; }

[ -n "$SOURCE" ] || die "Usage: update.sh [options] RELEASE (a jugendclub-<version>.tar.gz or its folder; --help)"
[ -e "$SOURCE" ] || die "No such release: $SOURCE"
[ -f "$ENV_FILE" ] || die "No settings file at $ENV_FILE (--env FILE); deploy/jugendclub.env is an example"
if [ "$RUN_AS" = auto ]; then
  RUN_AS=""
  if [ "$(id -u)" = 0 ] && id jugendclub >/dev/null 2>&1; then RUN_AS=jugendclub; fi
fi

# The settings as systemd reads an EnvironmentFile: KEY=value lines, # comments, optional quotes.
site_env=()
while IFS= read -r line || [ -n "$line" ]; do
  [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
  if [[ "$line" =~ ^[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]]; then
    key="${BASH_REMATCH[1]}"
    value="${BASH_REMATCH[2]}"
    if [[ "$value" =~ ^\"(.*)\"$ || "$value" =~ ^\'(.*)\'$ ]]; then value="${BASH_REMATCH[1]}"; fi
    site_env+=("$key=$value")
  fi
done < "$ENV_FILE"
setting() { # the value of a setting, or $2
  local entry
  for entry in "${site_env[@]}"; do [[ "$entry" == "$1="* ]] && { echo "${entry#*=}"; return; }; done
  echo "${2:-}"
}
DATA_DIR="$(setting DATA_DIR)"
DATABASE_URL="$(setting DATABASE_URL)"
[[ "$DATA_DIR" == /* ]] || die "DATA_DIR in $ENV_FILE must be an absolute path outside the releases (it is '${DATA_DIR}')"
HEALTH_URL="${HEALTH_URL:-http://127.0.0.1:$(setting PORT 3000)/healthz}"

# A command of a release, with the site's settings, as the site's user.
in_release() { # RELEASE_DIR SCRIPT [ARGS...]
  local release="$1" script="$2"; shift 2
  local as=()
  [ -n "$RUN_AS" ] && as=(setpriv --reuid "$RUN_AS" --regid "$RUN_AS" --init-groups)
  (cd "$release" && env -i PATH=/usr/bin:/bin HOME="${DATA_DIR}" NODE_ENV=production "${site_env[@]}" \
    "${as[@]}" "$release/node/bin/node" "$release/apps/server/dist/$script" "$@")
}

version_of() { "$1/node/bin/node" -p 'require(process.argv[1]).version' "$1/apps/server/package.json"; }

# Waits until /healthz answers 200 and names the version, asking four times a second; false after
# TIMEOUT seconds, or as soon as --alive says twice in a row that the site's process has ended.
healthy() { # NODE VERSION
  "$1" -e '
    const { spawnSync } = require("node:child_process");
    const [url, version, seconds, alive] = process.argv.slice(1);
    const until = Date.now() + Number(seconds) * 1000;
    let gone = 0;
    (async () => {
      while (Date.now() < until) {
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
          if (res.ok && (await res.json()).version === version) process.exit(0);
        } catch {}
        gone = alive && spawnSync("bash", ["-c", alive], { stdio: "ignore" }).status !== 0 ? gone + 1 : 0;
        if (gone >= 2) process.exit(1);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      process.exit(1);
    })();' "$HEALTH_URL" "$2" "$TIMEOUT" "$ALIVE_CMD"
}

switch_to() { # RELEASE_NAME: `current` points at releases/NAME, replaced in one rename
  ln -sfn "releases/$1" "$ROOT/current.next"
  mv -T "$ROOT/current.next" "$ROOT/current"
}

mkdir -p "$ROOT/releases"
# One update at a time. The started site must not inherit the lock (9>&- below).
exec 9>"$ROOT/.update.lock"
flock -n 9 || die "Another update is running in $ROOT"

# 1. The new release beside the old ones.
incoming="$ROOT/releases/.incoming-$$"
rm -rf "$incoming"
trap 'rm -rf "$incoming"' EXIT
if [ -d "$SOURCE" ]; then
  cp -a "$SOURCE" "$incoming"
else
  mkdir "$incoming"
  tar -xzf "$SOURCE" -C "$incoming" --strip-components=1
fi
[ -x "$incoming/node/bin/node" ] && [ -f "$incoming/apps/server/dist/main.js" ] || die "$SOURCE is no release of the site (no node/bin/node or apps/server/dist/main.js)"
NEW="$(version_of "$incoming")"
[ -n "$NEW" ] || die "$SOURCE names no version"
OLD=""
[ -L "$ROOT/current" ] && OLD="$(basename "$(readlink "$ROOT/current")")"
[ "$OLD" = "$NEW" ] && die "Version $NEW is already the current release ($ROOT/current)"
rm -rf "${ROOT:?}/releases/$NEW"
mv "$incoming" "$ROOT/releases/$NEW"
NEW_DIR="$ROOT/releases/$NEW"
"$NEW_DIR/node/bin/node" --version >/dev/null || die "The release's Node does not run on this machine"
say "installing $NEW${OLD:+ over $OLD} ($NEW_DIR)"

# 2. and 3. Stop, and a backup made by the old release (the embedded database has one owner).
say "stopping the site: $STOP_CMD"
bash -c "$STOP_CMD" 9>&-
BACKUP=""
if [ -n "$OLD" ]; then
  mkdir -p "$DATA_DIR/backups"
  [ -n "$RUN_AS" ] && chown "$RUN_AS:" "$DATA_DIR/backups"
  BACKUP="$DATA_DIR/backups/before-update-$OLD-to-$NEW-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"
  say "backup: $BACKUP"
  if ! in_release "$ROOT/releases/$OLD" backup.js --out "$BACKUP"; then
    say "the backup failed: nothing was changed; starting $OLD again"
    bash -c "$START_CMD" 9>&-
    die "Update to $NEW stopped before it began: no backup could be made"
  fi
fi

rollback() {
  say "$1"
  if [ -z "$OLD" ]; then
    die "The first install of $NEW failed; the site is stopped. See the server's log (journalctl -u jugendclub)."
  fi
  say "going back to $OLD"
  bash -c "$STOP_CMD" 9>&- || true
  local stamp
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  # Set the database the new release touched aside, then restore the backup into an empty one.
  if [ -n "$DATABASE_URL" ]; then
    in_release_sql "ALTER SCHEMA public RENAME TO \"public_failed_${NEW//[^0-9A-Za-z]/_}_$stamp\"; CREATE SCHEMA public;"
    say "PostgreSQL: the failed schema is kept as public_failed_${NEW//[^0-9A-Za-z]/_}_$stamp"
  elif [ -d "$DATA_DIR/pglite" ]; then
    mv "$DATA_DIR/pglite" "$DATA_DIR/pglite.failed-$NEW-$stamp"
    say "embedded database: the failed one is kept as $DATA_DIR/pglite.failed-$NEW-$stamp"
  fi
  in_release "$ROOT/releases/$OLD" restore.js "$BACKUP" || die "The restore of $BACKUP failed: the site is stopped. Restore it by hand (README, \"Backups\")."
  switch_to "$OLD"
  bash -c "$START_CMD" 9>&-
  if healthy "$ROOT/releases/$OLD/node/bin/node" "$OLD"; then
    die "Update to $NEW failed; $OLD runs again with the data of the backup $BACKUP"
  fi
  die "Update to $NEW failed, and $OLD does not answer $HEALTH_URL after the restore either. See the server's log."
}

# SQL through the old release's PostgreSQL driver (no psql needed).
in_release_sql() {
  (cd "$ROOT/releases/$OLD/apps/server" && env -i PATH=/usr/bin:/bin DATABASE_URL="$DATABASE_URL" \
    "$ROOT/releases/$OLD/node/bin/node" --input-type=module -e '
      import pg from "pg";
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try { await client.query(process.argv[1]); } finally { await client.end(); }' "$1")
}

# A first install: the data folder, the site's own (systemd's StateDirectory= takes it as it is).
if [ ! -d "$DATA_DIR" ]; then
  mkdir -p "$DATA_DIR"
  chmod 750 "$DATA_DIR"
  [ -n "$RUN_AS" ] && chown "$RUN_AS:" "$DATA_DIR"
fi

# 4. The new release's migrations, before it becomes the current one.
say "migrations of $NEW"
in_release "$NEW_DIR" migrate.js || rollback "the migrations of $NEW failed"

# 5. Switch, start, check.
switch_to "$NEW"
say "starting $NEW: $START_CMD"
bash -c "$START_CMD" 9>&- || rollback "$NEW did not start"
healthy "$NEW_DIR/node/bin/node" "$NEW" || rollback "$NEW does not answer $HEALTH_URL with its version (its process ended, or $TIMEOUT s passed)"

# Done: old releases beyond KEEP go (never the current one, nor the one before it).
for old_release in $(ls -1t "$ROOT/releases" | tail -n +"$((KEEP + 1))"); do
  [ "$old_release" = "$NEW" ] || [ "$old_release" = "$OLD" ] || rm -rf "${ROOT:?}/releases/$old_release"
done
say "$NEW runs${OLD:+ (was $OLD)}${BACKUP:+; the backup from before is $BACKUP}"
[ -n "$OLD" ] || say "first start: unless ADMIN_USERNAME and ADMIN_PASSWORD are set, the admin's password is in the server's log (journalctl -u jugendclub | grep password)"
