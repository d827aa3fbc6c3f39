#!/usr/bin/env bash
# Prints the path of rhysd/actionlint, built with `go install` at a pinned version into the cache outside
# the clone ($OSMOSIS_CI_CACHE, by default ~/.cache/osmosis-ci); idempotent.
set -euo pipefail
version="v1.7.12"
cache="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}"
gobin="$cache/go-bin/actionlint-$version"
bin="$gobin/actionlint"
if [ ! -x "$bin" ] || ! "$bin" -version 2>/dev/null | head -n1 | grep -qx "${version}"; then
  command -v go >/dev/null || { echo "ensure-actionlint: go is not on PATH" >&2; exit 1; }
  echo "ensure-actionlint: building rhysd/actionlint $version (once per machine)" >&2
  mkdir -p "$gobin"
  GOBIN="$gobin" GOMODCACHE="$cache/go-mod" GOCACHE="$cache/go-build" CGO_ENABLED=0 GOFLAGS=-buildvcs=false \
    go install "github.com/rhysd/actionlint/cmd/actionlint@$version" >&2
fi
echo "$bin"
