#!/usr/bin/env bash
# Prints the path of nektos/act, built from source with `go install` at a pinned version, host mode only
# (-tags WITHOUT_DOCKER: no Docker engine here; workflows run with -P ubuntu-latest=-self-hosted).
# The binary and Go's module and build caches live outside the clone ($OSMOSIS_CI_CACHE, by default
# ~/.cache/osmosis-ci), so the build happens once per machine; a second run only checks the version.
set -euo pipefail
version="v0.2.87" # node24 actions need >= v0.2.81
cache="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}"
gobin="$cache/go-bin/act-$version"
bin="$gobin/act"
if [ ! -x "$bin" ] || ! "$bin" --version 2>/dev/null | grep -qx "act version ${version#v}"; then
  command -v go >/dev/null || { echo "ensure-act: go is not on PATH" >&2; exit 1; }
  echo "ensure-act: building nektos/act $version (host mode, once per machine)" >&2
  mkdir -p "$gobin"
  GOBIN="$gobin" GOMODCACHE="$cache/go-mod" GOCACHE="$cache/go-build" CGO_ENABLED=0 GOFLAGS=-buildvcs=false \
    go install -tags WITHOUT_DOCKER "github.com/nektos/act@$version" >&2
fi
echo "$bin"
