#!/usr/bin/env bash
# Runs every benchmark (each prints its figures against its budget) and fails when any
# budget fails. They take minutes and need a quiet machine.
# --smoke: each benchmark once in its short smoke mode (seconds; figures printed, no budget
# checked), so a benchmark that breaks fails; `npm test` runs this after its build
# (--no-build). A new benchmark is one more `run` line below and understands --smoke.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
use_node 24
source scripts/pnpm.sh

mode=()
build=1
for arg in "$@"; do
  case "$arg" in
    --smoke) mode=(--smoke) ;;
    --no-build) build=0 ;;
    *) echo "unknown option $arg (use --smoke, --no-build)" >&2; exit 2 ;;
  esac
done

if [ "$build" = 1 ]; then pnpm_cmd run build || exit 1; fi
status=0
run() {
  echo; echo "== $*"
  local started=$SECONDS
  "$@" "${mode[@]}" || { status=1; echo "!! FAILED: $*"; }
  echo "(${*: -1} took $((SECONDS - started)) s)"
}
run node bench/api/run.mjs
run node --import tsx bench/api/uploads.mjs
run node --import tsx bench/documents/run.ts
run node bench/bundle/run.mjs
run node bench/page-load/run.mjs
run node bench/lighthouse/run.mjs
run node bench/outbox/run.mjs
run node --import tsx bench/analytics/run.ts
run node --import tsx bench/board/run.ts
run node bench/payments/run.mjs
exit $status
