#!/usr/bin/env bash
# Runs the bundled example workspace (examples/quickstart) through the real osmosis CLI, against the demo
# model the CLI serves on 127.0.0.1 itself (`eval-run --demo-model`), and prints osmosis-ci's report: what
# a user gets from `npx osmosis-ci init-example` and the workspace's README. Extra arguments go to
# eval-run, e.g. `npm run example -- --min-pass-rate 0.9` to see the gate fail.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup-harness.sh" >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
node "$root/dist/cli/index.js" init-example "$work/workspace" >/dev/null

# The demo secret: the example's grader checks its sha256 (see examples/quickstart/README.md).
export QUICKSTART_TOKEN="osmosis-ci-demo-token"
set +e
node "$root/dist/cli/index.js" eval-run configs/eval/quickstart.toml \
  --working-directory "$work/workspace" --dataset-file data/quickstart.jsonl \
  --min-pass-rate 0.75 --demo-model "$@"
status=$?
set -e
exit "$status"
