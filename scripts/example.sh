#!/usr/bin/env bash
# Runs the bundled example workspace (examples/quickstart) through the real osmosis CLI, against a fake
# OpenAI-compatible model on 127.0.0.1, and prints osmosis-ci's report. Extra arguments go to eval-run,
# e.g. `npm run example -- --min-pass-rate 0.9` to see the gate fail.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup-harness.sh" >/dev/null

work="$(mktemp -d)"
model_pid=""
cleanup() {
  [ -n "$model_pid" ] && kill "$model_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

node "$root/dist/cli/index.js" init-example "$work/workspace" >/dev/null
node "$root/test/fakes/model-server.mjs" --script "$root/examples/quickstart/model-script.json" \
  --port-file "$work/model.port" >/dev/null &
model_pid=$!
for _ in $(seq 1 100); do [ -s "$work/model.port" ] && break; sleep 0.1; done
[ -s "$work/model.port" ] || { echo "example: the fake model server did not start" >&2; exit 3; }
model_url="http://127.0.0.1:$(cat "$work/model.port")"

# The demo secret: the example's grader checks its sha256 (see examples/quickstart/README.md).
export QUICKSTART_TOKEN="osmosis-ci-demo-token"
export OPENAI_BASE_URL="$model_url" OPENAI_API_BASE="$model_url" OPENAI_API_KEY="fake-key"
export LITELLM_LOCAL_MODEL_COST_MAP=True
set +e
node "$root/dist/cli/index.js" eval-run configs/eval/quickstart.toml \
  --working-directory "$work/workspace" --dataset-file data/quickstart.jsonl \
  --min-pass-rate 0.75 "$@"
status=$?
set -e
exit "$status"
