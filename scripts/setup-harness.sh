#!/usr/bin/env bash
# Makes this machine ready to run osmosis for real: a Python >= 3.12 (built once if the machine has
# none), uv, and osmosis-ai at the pinned version, all cached outside the clone
# (~/.cache/osmosis-ci, or $OSMOSIS_CI_CACHE). Idempotent: a second run takes a few seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
python="$(bash "$root/scripts/ensure-python.sh")"
# The committed bundle is what users run; setup is the same code the setup-osmosis action runs.
UV_PYTHON_DOWNLOADS=never node "$root/dist/cli/index.js" setup --python "$python" >&2
echo "$python"
