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
# Two lanes of about equal length. A budget needs a quiet machine: one benchmark after the other.
# The smoke run judges no figure, and about half of each benchmark's time is waiting (servers
# starting, throttled page loads), so there the lanes run side by side, each one's output
# printed when both ended.
lane_one() {
  run node bench/api/run.mjs
  run node --import tsx bench/api/uploads.mjs
  run node --import tsx bench/documents/run.ts
  run node bench/bundle/run.mjs
  run node bench/outbox/run.mjs
  return $status
}
lane_two() {
  run node bench/page-load/run.mjs
  run node bench/lighthouse/run.mjs
  run node --import tsx bench/analytics/run.ts
  run node --import tsx bench/board/run.ts
  run node bench/payments/run.mjs
  return $status
}
if [ ${#mode[@]} -eq 0 ]; then
  lane_one
  lane_two
  exit $status
fi
logs=$(mktemp -d)
lane_one >"$logs/one.log" 2>&1 &
one=$!
lane_two >"$logs/two.log" 2>&1 &
two=$!
wait "$one" || status=1
wait "$two" || status=1
cat "$logs/one.log" "$logs/two.log"
rm -rf "$logs"
exit $status
