#!/usr/bin/env bash
# Makes this machine ready to run osmosis for real: a Python >= 3.12 (built once if the machine has
# none), uv, and osmosis-ai at the pinned version, all cached outside the clone
# (~/.cache/osmosis-ci, or $OSMOSIS_CI_CACHE). Idempotent: a second run takes a few seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
python="$(bash "$root/scripts/ensure-python.sh")"
# The committed bundle is what users run; setup is the same code the setup-osmosis action runs.
UV_PYTHON_DOWNLOADS=never node "$root/dist/cli/index.js" setup --python "$python" >&2

# The quickstart rollout's dependencies, fetched once into the harness's uv cache: after this the tests run
# with UV_OFFLINE=1 and never reach the package index. Redone only when the rollout's pyproject changes.
cache="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}"
rollout="$root/examples/quickstart/rollouts/quickstart"
stamp="$cache/rollout-deps.sha256"
digest="$(sha256sum "$rollout/pyproject.toml" | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$digest" ]; then
  scratch="$(mktemp -d)"
  cp -r "$rollout" "$scratch/rollout"
  # The index setup found for uv (pip's, when one is configured), as the CLI itself would use it.
  index="$(node -e 'try{process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).UV_DEFAULT_INDEX??"")}catch{}' "$cache/uv-index.json")"
  uv_bin="$cache/uv-venv/bin/uv"
  [ -x "$uv_bin" ] || uv_bin="$(command -v uv)"
  (
    cd "$scratch/rollout"
    if [ -n "$index" ] && [ -z "${UV_DEFAULT_INDEX:-}" ]; then export UV_DEFAULT_INDEX="$index"; fi
    UV_CACHE_DIR="$cache/uv-cache" UV_PYTHON="$python" UV_PYTHON_DOWNLOADS=never \
      "$uv_bin" sync --quiet
  ) >&2
  rm -rf "$scratch"
  echo "$digest" >"$stamp"
fi

# A second uv cache holding only the rollout's dependencies: what a user's runner carries between jobs in
# the eval-run action's uv cache (osmosis's own install has a cache of its own there). The tests that save
# and restore that cache seed it from here, so they archive the rollout's ~80 MB rather than the harness's
# ~650 MB. Redone only when the rollout's pyproject changes.
rollout_cache="$cache/rollout-uv-cache"
rollout_stamp="$cache/rollout-uv-cache.sha256"
if [ "$(cat "$rollout_stamp" 2>/dev/null || true)" != "$digest" ]; then
  scratch="$(mktemp -d)"
  cp -r "$rollout" "$scratch/rollout"
  index="$(node -e 'try{process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).UV_DEFAULT_INDEX??"")}catch{}' "$cache/uv-index.json")"
  uv_bin="$cache/uv-venv/bin/uv"
  [ -x "$uv_bin" ] || uv_bin="$(command -v uv)"
  rm -rf "$rollout_cache"
  (
    cd "$scratch/rollout"
    if [ -n "$index" ] && [ -z "${UV_DEFAULT_INDEX:-}" ]; then export UV_DEFAULT_INDEX="$index"; fi
    UV_CACHE_DIR="$rollout_cache" UV_PYTHON="$python" UV_PYTHON_DOWNLOADS=never "$uv_bin" sync --quiet
  ) >&2
  rm -rf "$scratch"
  PYTHONDONTWRITEBYTECODE= "$python" -m compileall -q -j 0 -x '[.]data/' "$rollout_cache/archive-v0" >/dev/null 2>&1 || true
  echo "$digest" >"$rollout_stamp"
fi

# Bytecode in the uv cache itself: uv links every package file (its __pycache__ too) from the cache into
# each test workspace's fresh rollout .venv, so the rollout server starts without compiling its imports
# (about 1 s of CPU per osmosis start here, where PYTHONDONTWRITEBYTECODE=1 means nothing is ever kept).
# compileall skips what is already compiled; redone only when the cache holds new packages.
archives="$cache/uv-cache/archive-v0"
compiled="$cache/uv-cache-bytecode.stamp"
entries="$(ls "$archives" 2>/dev/null | wc -l)"
if [ -d "$archives" ] && [ "$(cat "$compiled" 2>/dev/null || true)" != "$entries" ]; then
  # Not a wheel's <name>.data/ (its scripts/ must hold files only: uv refuses a __pycache__ there). Some
  # packages ship files for other Python versions that do not compile: not an error here.
  PYTHONDONTWRITEBYTECODE= "$python" -m compileall -q -j 0 -x '[.]data/' "$archives" >/dev/null 2>&1 || true
  echo "$entries" >"$compiled"
fi
echo "$python"
