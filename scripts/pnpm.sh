# Sourced by the scripts: run pnpm, also on a machine where only Node and npm exist.
PNPM_VERSION=10.34.9
pnpm_cmd() {
  if command -v pnpm >/dev/null 2>&1; then
    pnpm "$@"
  else
    npx --yes "pnpm@${PNPM_VERSION}" "$@"
  fi
}
