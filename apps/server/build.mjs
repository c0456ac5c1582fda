// Bundles the server into dist/main.js. Workspace packages (TypeScript sources) are bundled
// in; npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tragkraft/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
});
// Files read at run time, relative to the bundle exactly as they sit relative to src/.
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
console.log('server built: dist/main.js');
