#!/usr/bin/env bash
# Prints the path of a Python >= 3.12 for the osmosis CLI, building one when the machine has none.
#
# osmosis-ai needs Python >= 3.12 and uv cannot download one offline, so on machines with an older
# system Python we build CPython from Debian's source package (reachable through the apt mirror the
# machine already uses). The build lands in a cache outside the clone, so it happens once per machine.
set -euo pipefail

CACHE_ROOT="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}"
PREFIX="$CACHE_ROOT/python"
log() { echo "ensure-python: $*" >&2; }

is_new_enough() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; }

if [ -f "$PREFIX/.complete" ] && is_new_enough "$PREFIX/bin/python3"; then
  echo "$PREFIX/bin/python3"
  exit 0
fi

for candidate in "${OSMOSIS_CI_PYTHON:-}" python3.14 python3.13 python3.12 python3; do
  [ -n "$candidate" ] || continue
  path="$(command -v "$candidate" 2>/dev/null || true)"
  if [ -n "$path" ] && is_new_enough "$path"; then
    echo "$path"
    exit 0
  fi
done

# One build at a time per cache: parallel test runs (or CI jobs on one machine) wait for the first
# build instead of deleting its prefix mid-build.
mkdir -p "$CACHE_ROOT"
exec 9>"$CACHE_ROOT/.python-build.lock"
flock 9
if [ -f "$PREFIX/.complete" ] && is_new_enough "$PREFIX/bin/python3"; then
  echo "$PREFIX/bin/python3"
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  log "no Python >= 3.12 found and no apt-get to build one; set OSMOSIS_CI_PYTHON to a Python >= 3.12"
  exit 1
fi

log "no Python >= 3.12 found; building CPython 3.13 from Debian's source package into $PREFIX (about 6 minutes, once per machine)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

MIRROR="$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
if [ -z "$MIRROR" ]; then
  MIRROR="$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) {print $i; exit}}' /etc/apt/sources.list 2>/dev/null || true)"
fi
[ -n "$MIRROR" ] || { log "cannot read the Debian mirror from /etc/apt"; exit 1; }

mkdir -p "$WORK/lists/partial" "$WORK/src"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR trixie main" >"$WORK/sources.list"
APT_OPTS=(-oDir::Etc::SourceList="$WORK/sources.list" -oDir::Etc::SourceParts=/dev/null -oDir::State::Lists="$WORK/lists")
apt-get "${APT_OPTS[@]}" update -qq >&2
(cd "$WORK/src" && apt-get "${APT_OPTS[@]}" source --download-only python3.13 >&2)

missing_headers=()
for pkg in libssl-dev libffi-dev zlib1g-dev libbz2-dev liblzma-dev libsqlite3-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing_headers+=("$pkg")
done
if [ "${#missing_headers[@]}" -gt 0 ]; then
  apt-get update -qq >&2 && apt-get install -y -qq "${missing_headers[@]}" >&2
fi

tarball="$(ls "$WORK"/src/python3.13_*.orig.tar.xz | head -n1)"
tar -xf "$tarball" -C "$WORK/src"
srcdir="$(find "$WORK/src" -maxdepth 1 -type d -name 'Python-3.13*' | head -n1)"
(
  cd "$srcdir"
  rm -rf "$PREFIX"
  ./configure --prefix="$PREFIX" --with-ensurepip=install >"$WORK/configure.log" 2>&1
  make -j"$(nproc)" >"$WORK/make.log" 2>&1
  make install >"$WORK/install.log" 2>&1
) || { log "build failed; last lines:"; tail -n 30 "$WORK"/*.log >&2; exit 1; }

is_new_enough "$PREFIX/bin/python3" || { log "built Python does not run"; exit 1; }
touch "$PREFIX/.complete"  # written last, so an interrupted build is redone rather than trusted
echo "$PREFIX/bin/python3"
