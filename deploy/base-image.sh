#!/usr/bin/env bash
# Makes the base image of deploy/Containerfile and deploy/postgres.Containerfile from Debian's
# packages alone, for machines that reach Debian's mirror but no image registry:
# a minimal Debian 12 (debootstrap --variant=minbase) imported as localhost/jugendclub-debian:bookworm.
#
#   apt-get install -y debootstrap podman   (as root)
#   deploy/base-image.sh [MIRROR]
#
# Where an image registry is reachable, skip this and build with --build-arg BASE=debian:bookworm-slim.
set -euo pipefail
IMAGE="${BASE_IMAGE:-localhost/jugendclub-debian:bookworm}"
MIRROR="${1:-http://deb.debian.org/debian}"

if podman image exists "$IMAGE"; then
  echo "base-image: $IMAGE exists (podman rmi $IMAGE to make it again)"
  exit 0
fi
rootfs="$(mktemp -d /var/tmp/jugendclub-rootfs.XXXXXX)"
trap 'rm -rf "$rootfs"' EXIT
debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR"
# The package lists and caches of the bootstrap are not part of an image.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb
echo "deb $MIRROR bookworm main" > "$rootfs/etc/apt/sources.list"
echo "deb $MIRROR bookworm-updates main" >> "$rootfs/etc/apt/sources.list"
echo "deb ${MIRROR%/debian}/debian-security bookworm-security main" >> "$rootfs/etc/apt/sources.list"
tar -C "$rootfs" -c . | podman import --change 'CMD ["/bin/bash"]' - "$IMAGE"
echo "base-image: $IMAGE made from Debian's packages"
