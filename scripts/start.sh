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
exec node apps/server/dist/main.js
