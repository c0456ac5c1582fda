// Bundle benchmark: builds the PWA with its Vite manifest into a temporary folder, gzips every
// JavaScript chunk (node:zlib, level 9) and prints (1) the main bundle (index.html's entry and
// its static imports, also named in its modulepreload links), (2) each lazy route with the
// chunks it adds (routes read from apps/pwa/src/features/*/screens.ts), (3) the JavaScript
// needed to show the login and the field screens: the main bundle plus every chunk of the
// operations feature's screens. Budget: 200 KB gzip for (3). It also lists modules of admin,
// analytics, charts and date pickers that ended up in the main bundle (source maps).
// Exit code 1 when the budget fails. Usage: node bench/bundle/run.mjs [--out=/tmp/pwa-bench] [--no-build]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bytesPerSource, packageOf } from './source-map-sizes.mjs';

const BUDGET_KB = 200;
const FIELD_FEATURES = ['operations'];
/** Code that must load only when used: admin and analytics screens, charts, date pickers. */
const LAZY_ONLY = [
  // A feature's screens.ts is only its route table of lazy imports, so it is left out.
  { name: 'admin screens', test: (s) => !s.endsWith('/screens.ts') && (/src\/features\/(back-office|admin-test)\//.test(s) || /src\/features\/[^/]+\/admin-/.test(s)) },
  { name: 'analytics screens', test: (s) => !s.endsWith('/screens.ts') && /src\/features\/analytics\//.test(s) },
  { name: 'charts', test: (s) => /node_modules\/.*(recharts|@mantine\/charts|chart\.js|d3-)/.test(s) },
  { name: 'date pickers (@mantine/dates)', test: (s) => /node_modules\/.*@mantine\/dates\//.test(s) },
];

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PWA = join(REPO_ROOT, 'apps/pwa');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const OUT = args.out ?? '/tmp/pwa-bench';

if (args['no-build'] !== 'true') {
  console.log(`building the PWA into ${OUT} ...`);
  const result = spawnSync('pnpm', ['--dir', PWA, 'exec', 'vite', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('PWA build failed');
}

const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(OUT, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => ({ raw: total.raw + gz(f).raw, gzip: total.gzip + gz(f).gzip }), { raw: 0, gzip: 0 });

// (1) The main bundle.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const main = closure(entryKey);
const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const script = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
const mainTotal = sum(main);
console.log(`\nmain bundle (index.html: ${script} + ${preloads.length} modulepreload links; manifest closure of ${entryKey}: ${main.size} files)`);
for (const file of [...main].filter((f) => f.endsWith('.js')).sort((a, b) => gz(b).gzip - gz(a).gzip)) {
  console.log(`  ${file.padEnd(52)} ${kb(gz(file).raw).padStart(10)} raw ${kb(gz(file).gzip).padStart(10)} gzip`);
}
console.log(`  ${'total'.padEnd(52)} ${kb(mainTotal.raw).padStart(10)} raw ${kb(mainTotal.gzip).padStart(10)} gzip`);
const missing = [...main].filter((f) => f.endsWith('.js') && f !== script && !preloads.includes(f));
if (missing.length > 0) console.log(`  (not preloaded by index.html: ${missing.join(', ')})`);

// (2) Lazy routes from features/*/screens.ts.
function lazyRoutes() {
  const routes = [];
  const features = join(PWA, 'src/features');
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'screens.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const named = new Map([...text.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1], m[2]]));
    const source = (name) => ['.tsx', '.ts'].map((ext) => `src/features/${feature}/${name}${ext}`).find((key) => manifest[key]);
    for (const m of text.matchAll(/'([^']+)':\s*lazy\(\(\) => import\('\.\/([^']+)'\)/g)) routes.push({ feature, route: m[1], key: source(m[2]) });
    for (const m of text.matchAll(/'([^']+)':\s*(\w+),/g)) if (named.has(m[2])) routes.push({ feature, route: m[1], key: source(named.get(m[2])) });
  }
  return routes;
}
const routes = lazyRoutes();
console.log('\nlazy routes (chunks each adds to the main bundle, gzip)');
const field = new Set();
for (const { feature, route, key } of routes.sort((a, b) => a.feature.localeCompare(b.feature) || a.route.localeCompare(b.route))) {
  if (!key) {
    console.log(`  ${feature.padEnd(12)} /${route.padEnd(28)} (no chunk in the manifest)`);
    continue;
  }
  const own = [...closure(key)].filter((f) => !main.has(f));
  if (FIELD_FEATURES.includes(feature)) own.forEach((f) => field.add(f));
  console.log(`  ${feature.padEnd(12)} /${route.padEnd(28)} ${kb(sum(own).gzip).padStart(9)}  ${own.filter((f) => f.endsWith('.js')).map((f) => f.replace(/^assets\//, '')).join(' ')}`);
}

// (3) Login and field screens.
const fieldTotal = sum(field);
const total = mainTotal.gzip + fieldTotal.gzip;
const ok = total <= BUDGET_KB * 1024;
const first = routes.find((r) => r.route === 'operation' && r.key);
const firstScreen = first ? sum([...closure(first.key)].filter((f) => !main.has(f))).gzip : 0;
console.log(`\nlogin + field screens: main bundle ${kb(mainTotal.gzip)} + ${FIELD_FEATURES.join(', ')} chunks ${kb(fieldTotal.gzip)} (${field.size} files) = ${kb(total)} gzip (${kb(mainTotal.raw + fieldTotal.raw)} raw)`);
if (first) console.log(`  (an operator's first screen, main bundle + /operation: ${kb(mainTotal.gzip + firstScreen)} gzip)`);
console.log(`budget <= ${BUDGET_KB} KB gzip: ${ok ? 'ok' : 'FAILED'}`);

// What fills the main bundle, and code that should be lazy but sits in it (source maps).
const found = new Map(LAZY_ONLY.map((rule) => [rule.name, new Set()]));
const perPackage = new Map();
let mapped = 0;
for (const file of [...main].filter((f) => f.endsWith('.js'))) {
  const mapFile = join(OUT, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  for (const source of map.sources ?? []) {
    for (const rule of LAZY_ONLY) if (rule.test(source)) found.get(rule.name).add(source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''));
  }
  for (const [source, bytes] of bytesPerSource(readFileSync(join(OUT, file), 'utf8'), map)) {
    perPackage.set(packageOf(source), (perPackage.get(packageOf(source)) ?? 0) + bytes);
    mapped += bytes;
  }
}
console.log(`
main bundle by package (minified bytes from source maps; gzip share estimated pro rata):`);
for (const [name, bytes] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
  console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(10)}  ~${kb((bytes / mapped) * mainTotal.gzip).padStart(9)} gzip`);
}
console.log('\nin the main bundle although it should load only when used:');
for (const [name, sources] of found) {
  const list = [...sources];
  console.log(`  ${name}: ${list.length === 0 ? 'none' : `${list.length} modules, e.g. ${list.slice(0, 4).join(', ')}`}`);
}

const css = Object.values(manifest).flatMap((c) => c.css ?? []).filter((f, i, all) => all.indexOf(f) === i);
const cssMain = (manifest[entryKey].css ?? []).reduce((t, f) => t + gz(f).gzip, 0);
console.log(`\n(CSS, not counted: main ${kb(cssMain)} gzip; ${css.length} CSS files in all)`);
if (!ok) process.exitCode = 1;
