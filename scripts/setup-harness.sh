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
echo "$python"
