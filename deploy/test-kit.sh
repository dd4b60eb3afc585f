#!/usr/bin/env bash
# Builds and starts each part of the deployment kit on this machine and checks that the site
# answers. Run as root on Debian 12 from the repository, after `pnpm build`:
#
#   deploy/test-kit.sh                  every step
#   deploy/test-kit.sh unit proxies     some of them (image, compose, unit, proxies)
#
# What each step proves:
#   image    deploy/base-image.sh makes the base from Debian's packages; deploy/Containerfile builds
#            the image from the repository (install, build and release inside it). The container
#            answers /healthz with the version, runs as the user jugendclub, its HEALTHCHECK says
#            healthy, `podman stop` ends it gracefully (exit 0), and started again on its volume it
#            keeps its data (no second admin).
#   compose  PostgreSQL from Debian's packages (deploy/postgres.Containerfile) and the site image,
#            started by podman-compose from deploy/compose.yaml: /healthz answers on PostgreSQL.
#   unit     deploy/jugendclub.service, checked by systemd-analyze verify and run by systemd itself,
#            as PID 1 of a container (with the privileges to build the unit's namespaces): the
#            README's steps install the release with deploy/update.sh (systemctl start, /healthz);
#            the server runs as jugendclub with no capabilities, no new privileges, / read-only,
#            DATA_DIR writable and a /tmp of its own; kill -9 restarts it; update.sh updates it to
#            another release (a backup by the site's user first); systemctl stop ends it cleanly.
#   proxies  deploy/nginx.conf and deploy/Caddyfile, each with a test certificate on local ports, in
#            front of the release: /healthz over https, HSTS, http redirected (nginx), the site's own
#            brotli passed on, a client's forged X-Forwarded-For not believed, a 150 MB upload
#            let through and a 220 MB one refused with 413.
# Not proven here: real certificates (Let's Encrypt needs a public name) and docker itself.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$PWD"
STEPS=("$@")
[ ${#STEPS[@]} -gt 0 ] || STEPS=(image compose unit proxies)
VERSION="$(node -p 'require("./apps/server/package.json").version')"
RELEASE="$REPO/release/jugendclub-$VERSION"
IMAGE="localhost/jugendclub:$VERSION"
WORK="$(mktemp -d /var/tmp/jugendclub-kit.XXXXXX)"
# nginx's workers (user nobody) keep uploads under it.
chmod 755 "$WORK"
PASSED=()

say() { printf '\033[36m[kit]\033[0m %s\n' "$*"; }
ok() { printf '\033[32m[kit] ok\033[0m %s\n' "$*"; PASSED+=("$*"); }
fail() { printf '\033[31m[kit] FAILED\033[0m %s\n' "$*" >&2; exit 1; }

cleanups=()
cleanup() {
  local i
  for ((i = ${#cleanups[@]} - 1; i >= 0; i--)); do eval "${cleanups[i]}" >/dev/null 2>&1 || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

# Waits until URL answers 200 with JSON that has every given "key":"value" pair; curl options after --.
wait_for() { # SECONDS URL PATTERN [curl options]
  local seconds="$1" url="$2" pattern="$3"; shift 3
  local until=$((SECONDS + seconds)) body
  while [ $SECONDS -lt $until ]; do
    body="$(curl -fsS --max-time 5 "$@" "$url" 2>/dev/null || true)"
    if [[ "$body" == *"$pattern"* ]]; then echo "$body"; return 0; fi
    sleep 2
  done
  echo "no answer with $pattern from $url within $seconds s (last: ${body:-none})" >&2
  return 1
}

need() { # COMMAND PACKAGE: installs Debian's package when the command is missing
  command -v "$1" >/dev/null 2>&1 && return
  say "installing $2 from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

# The kit's examples trust the proxy in front by its address (TRUST_PROXY=loopback).
TRUST_PROXY_VALUE=loopback

ensure_release() {
  if [ ! -x "$RELEASE/node/bin/node" ]; then
    say "making the release (node scripts/release.mjs)"
    node scripts/release.mjs --no-tarball
  fi
}

# Podman here: where the container runtime may not raise resource limits (no CAP_SYS_RESOURCE, as
# in some sandboxes) or crun refuses a hybrid cgroup layout, use runc with the machine's own limits.
ensure_podman() {
  need podman podman
  need runc runc
  podman image exists localhost/jugendclub-debian:bookworm || { need debootstrap debootstrap; deploy/base-image.sh; }
  if ! podman run --rm localhost/jugendclub-debian:bookworm true >/dev/null 2>&1; then
    cat > "$WORK/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=8192:8192"]
[engine]
runtime = "runc"
EOF
    export CONTAINERS_CONF="$WORK/containers.conf"
    podman run --rm localhost/jugendclub-debian:bookworm true || fail "podman cannot run a container here"
    say "podman runs containers here with runc and the machine's limits ($CONTAINERS_CONF)"
  fi
}

# A proxy that inspects TLS (a company's, a sandbox's) needs its authority inside the build too.
extra_ca() { cat /usr/local/share/ca-certificates/*.crt 2>/dev/null || true; }

step_image() {
  ensure_podman
  say "image: building $IMAGE from the repository (deploy/Containerfile)"
  podman build --format docker --build-arg EXTRA_CA_CERTS="$(extra_ca)" -f deploy/Containerfile -t "$IMAGE" . \
    > "$WORK/image-build.log" 2>&1 || { tail -40 "$WORK/image-build.log"; fail "podman build"; }
  podman tag "$IMAGE" localhost/jugendclub:latest
  local port; port="$(free_port)"
  cleanups+=("podman rm -f jc-kit-site" "podman volume rm -f jc-kit-data")
  podman run -d --name jc-kit-site -p "127.0.0.1:$port:3000" -v jc-kit-data:/var/lib/jugendclub \
    -e SEED_DEMO=false -e TRUST_PROXY="$TRUST_PROXY_VALUE" "$IMAGE" >/dev/null 2>>"$WORK/podman.log"
  wait_for 600 "http://127.0.0.1:$port/healthz" "\"version\":\"$VERSION\"" >/dev/null || { podman logs jc-kit-site | tail -20; fail "image: /healthz"; }
  [ "$(podman exec jc-kit-site id -un)" = jugendclub ] || fail "image: the server does not run as jugendclub"
  podman healthcheck run jc-kit-site || fail "image: HEALTHCHECK"
  # (Without systemd podman logs that it cannot time the HEALTHCHECK: $WORK/podman.log.)
  podman stop -t 30 jc-kit-site >/dev/null 2>>"$WORK/podman.log"
  [ "$(podman inspect -f '{{.State.ExitCode}}' jc-kit-site)" = 0 ] || fail "image: podman stop did not end the server gracefully"
  podman start jc-kit-site >/dev/null 2>>"$WORK/podman.log"
  wait_for 300 "http://127.0.0.1:$port/healthz" '"status":"ok"' >/dev/null || fail "image: second start"
  [ "$(podman logs jc-kit-site 2>&1 | grep -c 'First admin account created')" = 1 ] || fail "image: the second start lost its data"
  ok "image: $IMAGE ($(podman image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%d MB", $1/1048576}')) answers /healthz as jugendclub, healthy, stops with 0, keeps its volume"
}

step_compose() {
  ensure_podman
  need podman-compose podman-compose
  podman image exists "$IMAGE" || step_image
  say "compose: PostgreSQL from Debian's packages (deploy/postgres.Containerfile)"
  podman build -f deploy/postgres.Containerfile -t localhost/jugendclub-postgres:15 . > "$WORK/pg-build.log" 2>&1 \
    || { tail -20 "$WORK/pg-build.log"; fail "postgres image"; }
  local port; port="$(free_port)"
  export POSTGRES_IMAGE=localhost/jugendclub-postgres:15 JUGENDCLUB_IMAGE="$IMAGE" PORT="$port"
  export POSTGRES_PASSWORD="kit-$RANDOM-$RANDOM" SEED_DEMO=false
  [ "$TRUST_PROXY_VALUE" = loopback ] || export TRUST_PROXY="$TRUST_PROXY_VALUE"
  local compose=(podman-compose -p jckit -f deploy/compose.yaml)
  cleanups+=("${compose[*]} down -v")
  "${compose[@]}" up -d > "$WORK/compose.log" 2>&1 || { tail -30 "$WORK/compose.log"; fail "compose up"; }
  wait_for 600 "http://127.0.0.1:$port/healthz" '"database":"postgres"' >/dev/null \
    || { podman logs jckit_site_1 2>&1 | tail -20; fail "compose: /healthz"; }
  "${compose[@]}" down -v > "$WORK/compose-down.log" 2>&1
  ok "compose: the site on PostgreSQL (both from Debian's packages) answers /healthz; down -v"
}

step_unit() {
  ensure_podman
  ensure_release
  say "unit: systemd as PID 1 of a container; the README's steps install the release with deploy/update.sh"
  local ctx="$WORK/unit" port; port="$(free_port)"
  mkdir -p "$ctx"
  cp -al "$RELEASE" "$ctx/release" 2>/dev/null || cp -a "$RELEASE" "$ctx/release"
  # The example settings, on a free port of this machine (the container shares its network).
  sed -e "s/^PORT=.*/PORT=$port/" -e "s/^TRUST_PROXY=.*/TRUST_PROXY=$TRUST_PROXY_VALUE/" deploy/jugendclub.env > "$ctx/jugendclub.env"
  cat > "$ctx/Containerfile" <<CONTAINERFILE
FROM localhost/jugendclub-debian:bookworm
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends systemd procps \
 && rm -rf /var/lib/apt/lists/*
# The README's steps before the first update.sh: a user, the settings, the unit.
RUN useradd --system --user-group --home-dir /var/lib/jugendclub --shell /usr/sbin/nologin jugendclub
COPY release /root/jugendclub-$VERSION
COPY jugendclub.env /etc/jugendclub/jugendclub.env
RUN chown root:jugendclub /etc/jugendclub/jugendclub.env && chmod 640 /etc/jugendclub/jugendclub.env \
 && cp /root/jugendclub-$VERSION/deploy/jugendclub.service /etc/systemd/system/ && systemctl enable jugendclub
CMD ["/lib/systemd/systemd"]
CONTAINERFILE
  podman build -t localhost/jugendclub-unit-test "$ctx" > "$WORK/unit-build.log" 2>&1 || { tail -20 "$WORK/unit-build.log"; fail "unit image"; }
  cleanups+=("podman rm -f jc-kit-unit")
  podman run -d --name jc-kit-unit --systemd=always --privileged --network host localhost/jugendclub-unit-test >/dev/null
  local in=(podman exec jc-kit-unit)
  sleep 3
  if ! "${in[@]}" "/root/jugendclub-$VERSION/deploy/update.sh" "/root/jugendclub-$VERSION" > "$WORK/unit-install.log" 2>&1; then
    cat "$WORK/unit-install.log"
    "${in[@]}" journalctl -u jugendclub --no-pager | tail -20
    fail "unit: first install with update.sh"
  fi
  wait_for 60 "http://127.0.0.1:$port/healthz" "\"version\":\"$VERSION\"" >/dev/null || fail "unit: /healthz"
  "${in[@]}" systemd-analyze verify /etc/systemd/system/jugendclub.service || fail "unit: systemd-analyze verify"
  [ "$("${in[@]}" readlink /opt/jugendclub/current)" = "releases/$VERSION" ] || fail "unit: /opt/jugendclub/current"
  [ "$("${in[@]}" systemctl is-active jugendclub)" = active ] || fail "unit: not active"
  local pid; pid="$("${in[@]}" systemctl show -p MainPID --value jugendclub)"
  [ "$("${in[@]}" ps -o user= -p "$pid")" = jugendclub ] || fail "unit: not the user jugendclub"
  "${in[@]}" grep -q '^NoNewPrivs:[[:space:]]*1' "/proc/$pid/status" || fail "unit: NoNewPrivileges"
  "${in[@]}" grep -q '^CapEff:[[:space:]]*0000000000000000' "/proc/$pid/status" || fail "unit: capabilities left"
  local mounts; mounts="$("${in[@]}" awk '{print $5, $6}' "/proc/$pid/mountinfo")"
  grep -q '^/ ro,' <<<"$mounts" || fail "unit: / is not read-only for the server (ProtectSystem=strict)"
  grep -q '^/var/lib/jugendclub rw,' <<<"$mounts" || fail "unit: DATA_DIR is not writable"
  [ "$(grep -c '^/tmp ' <<<"$mounts")" -ge 2 ] || fail "unit: no /tmp of its own (PrivateTmp)"
  "${in[@]}" kill -9 "$pid"
  sleep 7
  wait_for 300 "http://127.0.0.1:$port/healthz" '"status":"ok"' >/dev/null || fail "unit: no restart after a crash"
  [ "$("${in[@]}" systemctl show -p NRestarts --value jugendclub)" -ge 1 ] || fail "unit: Restart=on-failure"

  # An update as the README does it: a newer release (here the same one, numbered 9.9.9).
  "${in[@]}" cp -a "/root/jugendclub-$VERSION" /root/jugendclub-9.9.9
  "${in[@]}" sed -i "s/\"version\": \"$VERSION\"/\"version\": \"9.9.9\"/" /root/jugendclub-9.9.9/apps/server/package.json
  if ! "${in[@]}" /opt/jugendclub/current/deploy/update.sh /root/jugendclub-9.9.9 > "$WORK/unit-update.log" 2>&1; then
    cat "$WORK/unit-update.log"
    fail "unit: update with update.sh"
  fi
  wait_for 60 "http://127.0.0.1:$port/healthz" '"version":"9.9.9"' >/dev/null || fail "unit: /healthz after the update"
  "${in[@]}" bash -c "ls -l /var/lib/jugendclub/backups/before-update-$VERSION-to-9.9.9-*.tar.gz" | grep -q ' jugendclub jugendclub ' \
    || fail "unit: no backup by the site's user before the update"

  "${in[@]}" systemctl stop jugendclub
  [ "$("${in[@]}" systemctl show -p Result --value jugendclub)" = success ] || fail "unit: systemctl stop was no clean stop"
  local exposure; exposure="$("${in[@]}" systemd-analyze security jugendclub --no-pager 2>/dev/null | tail -1 | sed 's/.*: //')"
  ok "unit: verified; installed and updated by update.sh with systemctl; runs as jugendclub (no capabilities, read-only /, own /tmp), answers /healthz, restarted after kill -9, clean stop; systemd-analyze security: $exposure"
}

# The release on a free port, for the proxies; its log shows the client address it believed.
start_release() {
  SITE_PORT="$(free_port)"
  env -i PATH=/usr/bin:/bin DATA_DIR="$WORK/site-data" SEED_DEMO=false HOST=127.0.0.1 PORT="$SITE_PORT" \
    ADMIN_USERNAME=kit-admin ADMIN_PASSWORD=kit-admin-password \
    TRUST_PROXY="$TRUST_PROXY_VALUE" LOG_LEVEL=info NODE_ENV=production MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 \
    "$RELEASE/node/bin/node" --max-semi-space-size=4 --optimize-for-size "$RELEASE/apps/server/dist/main.js" > "$WORK/site.log" 2>&1 &
  cleanups+=("kill $!")
  wait_for 600 "http://127.0.0.1:$SITE_PORT/healthz" '"status":"ok"' >/dev/null || { tail "$WORK/site.log"; fail "the release does not start"; }
}

# The checks both proxies pass. BASE is the proxy's https address.
check_proxy() { # NAME BASE
  local name="$1" base="$2" headers code
  wait_for 60 "$base/healthz" "\"version\":\"$VERSION\"" -k >/dev/null || fail "$name: /healthz over https"
  headers="$(curl -sk -D - -o /dev/null -H 'accept-encoding: br, gzip' "$base/")"
  grep -qi '^strict-transport-security: max-age=31536000' <<<"$headers" || fail "$name: no HSTS"
  grep -qi '^content-encoding: br' <<<"$headers" || fail "$name: the site's brotli did not come through"
  curl -sk -o /dev/null -H 'X-Forwarded-For: 203.0.113.77' "$base/healthz?probe=$name"
  sleep 1
  local seen; seen="$(grep "probe=$name" "$WORK/site.log" | grep -o '"remoteAddress":"[^"]*"' | head -1)"
  [ "$seen" = '"remoteAddress":"127.0.0.1"' ] || fail "$name: the site took the client's address as ${seen:-nothing} (a forged X-Forwarded-For must not count)"
  # An album upload as the admin panel sends it: the site reads the whole body (zeros are no ZIP:
  # 400), unless the proxy stops it first (413).
  local jar="$WORK/$name.cookies" category
  curl -sk -c "$jar" -o /dev/null -H 'content-type: application/json' \
    --data '{"username":"kit-admin","password":"kit-admin-password"}' "$base/api/auth/login"
  category="$(curl -sk -b "$jar" -H 'content-type: application/json' --data "{\"name\":\"Album $name\"}" \
    "$base/api/photo-categories" | grep -o '"id":[0-9]*' | head -1 | cut -d: -f2)"
  [ -n "$category" ] || fail "$name: could not sign in and create a photo category through the proxy"
  code="$(head -c 150M /dev/zero | curl -sk -b "$jar" -o /dev/null -w '%{http_code}' -H 'content-type: application/zip' \
    --data-binary @- "$base/api/photo-categories/$category/zip")"
  [ "$code" = 400 ] || fail "$name: a 150 MB album did not reach the site whole ($code, the site answers 400 for zeros)"
  code="$(head -c 220M /dev/zero | curl -sk --http1.1 -b "$jar" -o /dev/null -w '%{http_code}' -H 'content-type: application/zip' \
    --data-binary @- "$base/api/photo-categories/$category/zip" || true)"
  # Caddy 2.6 (Debian 12's) stops the body at the limit but answers 502, its log naming the 413;
  # later versions answer 413.
  if [ "$name" = caddy ] && [ "$code" = 502 ] && grep -q 'HTTP 413: http: request body too large' "$WORK/caddy/caddy.log"; then
    code=413
  fi
  [ "$code" = 413 ] || fail "$name: a 220 MB body was not refused with 413 ($code)"
}

step_proxies() {
  ensure_release
  need nginx nginx
  need caddy caddy
  need openssl openssl
  start_release
  openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1 \
    -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null

  local http_port https_port; http_port="$(free_port)"; https_port="$(free_port)"
  mkdir -p "$WORK/nginx"
  sed -e "s/jugendclub\.example\.lu;/localhost;/" -e "/listen \[::\]/d" \
    -e "s/listen 80;/listen 127.0.0.1:$http_port;/" -e "s/listen 443 ssl http2;/listen 127.0.0.1:$https_port ssl http2;/" \
    -e "s#/etc/letsencrypt/live/jugendclub.example.lu/fullchain.pem#$WORK/cert.pem#" \
    -e "s#/etc/letsencrypt/live/jugendclub.example.lu/privkey.pem#$WORK/key.pem#" \
    -e "s#127.0.0.1:3000#127.0.0.1:$SITE_PORT#" -e "s#https://\$host\$request_uri#https://\$host:$https_port\$request_uri#" \
    deploy/nginx.conf > "$WORK/nginx/site.conf"
  cat > "$WORK/nginx/nginx.conf" <<EOF
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events {}
http {
  access_log $WORK/nginx/access.log;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  include $WORK/nginx/site.conf;
}
EOF
  nginx -t -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" 2>"$WORK/nginx/test.log" || { cat "$WORK/nginx/test.log"; fail "nginx -t"; }
  nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx"
  cleanups+=("nginx -s stop -c $WORK/nginx/nginx.conf -p $WORK/nginx")
  check_proxy nginx "https://localhost:$https_port"
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$http_port/events")" = 301 ] || fail "nginx: http is not redirected"
  ok "nginx: https /healthz, HSTS, http redirected, the site's brotli, forged X-Forwarded-For ignored, 150 MB passed, 220 MB refused"

  local c_http c_https; c_http="$(free_port)"; c_https="$(free_port)"
  mkdir -p "$WORK/caddy"
  {
    printf '{\n\tadmin off\n\thttp_port %s\n\thttps_port %s\n\tlocal_certs\n\tskip_install_trust\n\tstorage file_system %s\n}\n\n' \
      "$c_http" "$c_https" "$WORK/caddy/data"
    sed -e "s/^jugendclub\.example\.lu {/https:\/\/localhost:$c_https {\n\ttls internal/" -e "s#127.0.0.1:3000#127.0.0.1:$SITE_PORT#" deploy/Caddyfile
  } > "$WORK/caddy/Caddyfile"
  caddy validate --config "$WORK/caddy/Caddyfile" --adapter caddyfile > "$WORK/caddy/validate.log" 2>&1 || { cat "$WORK/caddy/validate.log"; fail "caddy validate"; }
  HOME="$WORK/caddy" caddy run --config "$WORK/caddy/Caddyfile" --adapter caddyfile > "$WORK/caddy/caddy.log" 2>&1 &
  cleanups+=("kill $!")
  check_proxy caddy "https://localhost:$c_https"
  ok "Caddy: https /healthz (local certificate), HSTS, the site's brotli, forged X-Forwarded-For ignored, 150 MB passed, 220 MB refused"
}

[ "$(id -u)" = 0 ] || fail "run as root (podman, systemd in a container, apt-get)"
for step in "${STEPS[@]}"; do
  case "$step" in
    image) step_image ;;
    compose) step_compose ;;
    unit) step_unit ;;
    proxies) step_proxies ;;
    *) fail "unknown step $step (image, compose, unit, proxies)" ;;
  esac
done
say "all passed:"
for line in "${PASSED[@]}"; do say "  $line"; done
