#!/usr/bin/env bash
# Runs every benchmark (each prints its figures against its budget) and fails when any
# budget fails. Not part of `npm test`: they take minutes and need a quiet machine.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
use_node 24
source scripts/pnpm.sh

pnpm_cmd run build || exit 1
status=0
run() {
  echo; echo "== $*"
  "$@" || status=1
}
run node bench/api/run.mjs
run node --import tsx bench/documents/run.ts
run node bench/bundle/run.mjs
run node bench/page-load/run.mjs
run node bench/lighthouse/run.mjs
run node bench/outbox/run.mjs
run node --import tsx bench/analytics/run.ts
run node --import tsx bench/board/run.ts
run node bench/payments/run.mjs
exit $status
