#!/usr/bin/env bash
# Installs what the tests need (packages, Debian's chromium and postgresql) and runs every check:
# typecheck, lint, dead code (knip), unit and route tests (vitest), build, browser journeys
# (Playwright), every benchmark once in its smoke mode. Prints the time of each phase at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
use_node 24
source scripts/pnpm.sh

mkdir -p .tmp
PHASES=.tmp/test-phases.tsv
: >"$PHASES"
rm -f .tmp/vitest.json .tmp/playwright.json
# Runs one phase and notes its seconds.
phase() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%s\t%s\n' "$name" "$((SECONDS - started))" >>"$PHASES"
  return "$status"
}
# At the end, also after a failed phase: the time of each phase and the count of the tests.
finish() {
  local status=$? reports=()
  for report in .tmp/vitest.json .tmp/playwright.json; do
    if [ -f "$report" ]; then reports+=("$report"); fi
  done
  node scripts/test-summary.mjs --phases "$PHASES" "${reports[@]}" || status=1
  exit "$status"
}
trap finish EXIT

phase install pnpm_cmd install --frozen-lockfile
# After a switch of Node (scripts/node.sh), better-sqlite3 is built again for it.
phase native native_for_this_node

# Debian packages: chromium-headless-shell (browser journeys, e2e/browser.ts) and chromium (the
# push journeys, page-load and Lighthouse benchmarks), poppler-utils and zbar-tools (the QR-bill
# test renders the invoice PDF and decodes its QR code), postgresql (the tests start a
# throw-away cluster of their own from its binaries: apps/server/test/support/pg-cluster.ts),
# nginx, systemd and openssl (the deployment files of docs/deploy.md are checked with nginx -t
# on a throw-away certificate and with systemd-analyze verify: test/deploy/deploy-files.test.ts).
postgres_installed() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; }
install_debian_packages() {
  echo "Installing Debian packages for the tests: chromium chromium-headless-shell poppler-utils zbar-tools postgresql nginx systemd openssl"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell poppler-utils zbar-tools postgresql nginx systemd openssl >/dev/null
}
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] || ! command -v pdftoppm >/dev/null || ! command -v zbarimg >/dev/null || ! postgres_installed \
  || ! command -v nginx >/dev/null || ! command -v systemd-analyze >/dev/null || ! command -v openssl >/dev/null; then
  phase debian-packages install_debian_packages
fi
# The QR-bill decoding tests skip where poppler or zbar is missing, except here: the tools
# were installed above, so a missing one is a failure (test/features/invoices/test-qr.ts).
export REQUIRE_QR_TOOLS=1
# Likewise the deployment file checks: nginx -t and systemd-analyze verify must run here.
export REQUIRE_DEPLOY_TOOLS=1

# Typecheck, lint and dead code (knip: exports, files and dependencies nothing uses; tests count
# as users; knip.json) read the sources and write nothing: they run side by side, so on the
# 2-core host the phase takes about the time of the longest, lint (decision 031). Each one's
# output is printed after all three ended, one after the other, with its own time.
static_checks() {
  local names=(typecheck lint deadcode) pids=() status=0 name i
  for name in "${names[@]}"; do
    (
      started=$SECONDS
      code=0
      pnpm_cmd run "$name" >".tmp/$name.log" 2>&1 || code=$?
      echo "($name took $((SECONDS - started)) s, exit code $code)" >>".tmp/$name.log"
      exit "$code"
    ) &
    pids+=("$!")
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || status=1
    cat ".tmp/${names[$i]}.log"
  done
  return "$status"
}
phase typecheck+lint+deadcode static_checks
phase vitest pnpm_cmd exec vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
phase build pnpm_cmd run build
export PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/playwright.json"
phase playwright pnpm_cmd exec playwright test -c e2e/playwright.config.ts --reporter=list,json
# Every benchmark once, short, without budgets: a benchmark that breaks fails here.
phase bench-smoke bash scripts/bench.sh --smoke --no-build
