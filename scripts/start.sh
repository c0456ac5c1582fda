#!/usr/bin/env bash
# Installs, builds and starts the app with demo data on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
use_node 22
source scripts/pnpm.sh

pnpm_cmd install --frozen-lockfile
native_for_this_node
pnpm_cmd run build
echo "Tragkraft starts on http://localhost:${PORT:-3000} (data in ${DATA_DIR:-./data})"
# A small young generation: Node 24 would let upload garbage grow to hundreds of MB first
# (apps/server/test/fault/upload-memory.test.ts).
exec node --max-semi-space-size=4 apps/server/dist/main.js
