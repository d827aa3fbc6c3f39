#!/usr/bin/env bash
# Runs the bundled example workspace (examples/quickstart) through the real osmosis CLI, against the demo
# model the CLI serves on 127.0.0.1 itself (`eval-run --demo-model`), and prints osmosis-ci's report: what
# a user gets from `osmosis-ci init-example` and the workspace's README. Extra arguments go to
# eval-run, e.g. `npm run example -- --min-pass-rate 0.9` to see the gate fail.
#
# The workspace and what the run wrote (result.json, report, JUnit, bundle, viewer) are kept in
# .osmosis-ci-example/ (git-ignored) for the user to open; each run starts that directory afresh.
# OSMOSIS_CI_EXAMPLE_DIR puts it elsewhere.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup-harness.sh" >/dev/null

keep="${OSMOSIS_CI_EXAMPLE_DIR:-$root/.osmosis-ci-example}"
workspace="$keep/workspace"
rm -rf "$workspace"
mkdir -p "$keep"
node "$root/dist/cli/index.js" init-example "$workspace" >/dev/null

# The demo secret: the example's grader checks its sha256 (see examples/quickstart/README.md).
export QUICKSTART_TOKEN="osmosis-ci-demo-token"
set +e
node "$root/dist/cli/index.js" eval-run configs/eval/quickstart.toml \
  --working-directory "$workspace" --dataset-file data/quickstart.jsonl \
  --min-pass-rate 0.75 --demo-model "$@"
status=$?
set -e

echo
echo "Kept in $workspace (the paths above are there; the next npm run example starts it afresh)."
viewer="$(find "$workspace/.osmosis/ci" -name viewer.html -print -quit 2>/dev/null || true)"
if [ -n "$viewer" ]; then
  echo "Open the viewer in a browser: $viewer"
  echo "  (or: node $root/dist/cli/index.js view --working-directory \"$workspace\" --open)"
fi
exit "$status"
