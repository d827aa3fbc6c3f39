#!/usr/bin/env bash
# Prints the path of zizmor (the GitHub Actions security linter), installed from the Python package index
# with pip at a pinned version into a venv in the cache outside the clone ($OSMOSIS_CI_CACHE, by default
# ~/.cache/osmosis-ci); idempotent. Always run it with --offline (it goes online when a token is set).
set -euo pipefail
version="1.32.0"
cache="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}"
venv="$cache/zizmor-$version"
bin="$venv/bin/zizmor"
if [ ! -x "$bin" ] || ! "$bin" --version 2>/dev/null | grep -q " ${version}\$"; then
  echo "ensure-zizmor: installing zizmor $version (once per machine)" >&2
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/python" -m pip install --quiet "zizmor==$version" >&2
fi
echo "$bin"
