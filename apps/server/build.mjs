// Bundles the server into dist/main.js. Workspace packages (TypeScript sources) are bundled
// in; npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tragkraft/'));

rmSync(here('dist'), { recursive: true, force: true });
await build({
  // The camt parsing worker sits beside main.js, where camt-worker-pool.ts looks for it.
  entryPoints: { main: here('src/main.ts'), backup: here('src/backup/cli.ts'), 'camt-worker': here('src/features/payments/camt-worker.ts') },
  outdir: here('dist'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
});
// Files read at run time, relative to the bundle exactly as they sit relative to src/.
cpSync(here('src/db/migrations'), here('dist/db/migrations'), { recursive: true });
cpSync(here('src/db/migrations-pg'), here('dist/db/migrations-pg'), { recursive: true });
console.log('server built: dist/main.js, dist/backup.js, dist/camt-worker.js');
