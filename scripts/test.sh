#!/usr/bin/env bash
# Installs what the tests need (packages, Debian's chromium and postgresql) and runs every check:
# typecheck, lint, dead code (knip), unit and route tests (vitest), build, browser journeys (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
use_node 24
source scripts/pnpm.sh

pnpm_cmd install --frozen-lockfile
native_for_this_node

# Debian packages: chromium (browser journeys), poppler-utils and zbar-tools (the QR-bill
# test renders the invoice PDF and decodes its QR code), postgresql (the tests start a
# throw-away cluster of their own from its binaries: apps/server/test/support/pg-cluster.ts).
postgres_installed() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; }
if [ ! -x /usr/bin/chromium ] || ! command -v pdftoppm >/dev/null || ! command -v zbarimg >/dev/null || ! postgres_installed; then
  echo "Installing Debian packages for the tests: chromium poppler-utils zbar-tools postgresql"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium poppler-utils zbar-tools postgresql >/dev/null
fi

mkdir -p .tmp
pnpm_cmd run typecheck
pnpm_cmd run lint
# Dead code: exports, files and dependencies nothing uses (tests count as users: a rule
# exported for its unit test is used). Configuration in knip.json.
pnpm_cmd run deadcode
pnpm_cmd exec vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
pnpm_cmd run build
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/playwright.json" pnpm_cmd exec playwright test -c e2e/playwright.config.ts --reporter=list,json
node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
