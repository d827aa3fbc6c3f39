#!/usr/bin/env bash
# Static checks of the GitHub Actions files: zizmor (security audits; pinned, from the Python package
# index, always --offline) over every action.yml and workflow, and actionlint (pinned, `go install`) over
# the workflows (it cannot lint action.yml itself). Both must report nothing at medium severity or above.
# Third-party `uses:` must be pinned by a full commit SHA (zizmor's unpinned-uses; policy in
# .github/zizmor.yml) with a version comment (checked here).
#
# Before trusting a clean result, each checker is shown a deliberately broken file and must flag it
# (a `${{ inputs.x }}` inside a composite `run:`, an unpinned `uses:`, a broken expression).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

zizmor="$(bash scripts/ensure-zizmor.sh)"
actionlint="$(bash scripts/ensure-actionlint.sh)"
run_zizmor() {
  # GH_TOKEN/GITHUB_TOKEN would make zizmor go online; --offline wins anyway, and they are dropped too.
  env -u GH_TOKEN -u GITHUB_TOKEN "$zizmor" --offline --no-progress --config "$root/.github/zizmor.yml" \
    --min-severity=medium --format=plain "$@"
}
# Prints every `uses: owner/repo[/path]@ref` that is not ours, not local, and not `@<40 hex> # v<version>`.
unpinned() {
  grep -nHE '^\s*-?\s*uses:\s*[^.[:space:]]' "$@" |
    grep -vE 'uses:\s*osmosis-ci/osmosis-ci(/[^@[:space:]]*)?@' |
    grep -vE 'uses:\s*[^@[:space:]]+@[0-9a-f]{40}\s+#\s*v[0-9]+(\.[0-9]+)*\s*$' || true
}

mapfile -t actions < <(git ls-files --cached --others --exclude-standard -- \
  'action.yml' '*/action.yml' 'action.yaml' '*/action.yaml')
mapfile -t workflows < <(git ls-files --cached --others --exclude-standard -- \
  '.github/workflows/*.yml' '.github/workflows/*.yaml' 'examples/workflows/*.yml' 'test/e2e/workflows/*.yml')
mapfile -t dependabot < <(git ls-files --cached --others --exclude-standard -- '.github/dependabot.yml')

echo "== the checkers catch what they must (canaries)"
canary="$(mktemp -d)"
trap 'rm -rf "$canary"' EXIT
mkdir -p "$canary/bad-action"
cat >"$canary/bad-action/action.yml" <<'YAML'
name: canary
description: a composite action that interpolates an input into a shell script
inputs:
  x:
    description: anything
runs:
  using: composite
  steps:
    - shell: bash
      run: echo "${{ inputs.x }}"
YAML
cat >"$canary/bad-workflow.yml" <<'YAML'
name: canary
on: push
permissions: {}
jobs:
  j:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: echo "${{ steps.nope.outputs.x }"
YAML
set +e
zout="$(run_zizmor "$canary/bad-action/action.yml" 2>/dev/null)"
zcode=$?
set -e
if [ "$zcode" -ne 14 ] || ! grep -q 'template-injection' <<<"$zout"; then
  echo "lint-actions: zizmor did not flag \${{ inputs.x }} in a composite run: (exit $zcode)" >&2
  echo "$zout" >&2
  exit 1
fi
if "$actionlint" -no-color -oneline "$canary/bad-workflow.yml" >/dev/null; then
  echo "lint-actions: actionlint passed a workflow with a broken expression" >&2
  exit 1
fi
if [ -z "$(unpinned "$canary/bad-workflow.yml")" ]; then
  echo "lint-actions: the pin check passed actions/checkout@v4" >&2
  exit 1
fi
echo "ok: zizmor flags template-injection (high), actionlint a broken expression, the pin check a tag"

status=0
echo "== zizmor $("$zizmor" --version | awk '{print $2}') (offline, medium and above): ${#actions[@]} actions, ${#workflows[@]} workflows, ${#dependabot[@]} dependabot config"
run_zizmor "${actions[@]}" "${workflows[@]}" "${dependabot[@]}" 2>/dev/null || status=1

echo "== actionlint $("$actionlint" -version | head -n1): ${#workflows[@]} workflows"
"$actionlint" -no-color -oneline "${workflows[@]}" || status=1

echo "== third-party uses: pinned by full commit SHA with a version comment"
bad="$(unpinned "${actions[@]}" "${workflows[@]}")"
if [ -n "$bad" ]; then
  echo "$bad"
  echo "lint-actions: pin these as owner/repo@<full commit sha> # vX.Y.Z" >&2
  status=1
else
  echo "ok"
fi
exit "$status"
