// Bundle benchmark: builds the PWA with its Vite manifest into a temporary folder, gzips every
// JavaScript chunk (node:zlib, level 9) and prints (1) the main bundle (everything index.html
// loads: its entry script and modulepreload links, each with its static imports), the chunks
// the signed-in shell loads right after its first render (sync badge, service worker
// registration), (2) each lazy route with the chunks it adds (routes read from
// apps/pwa/src/features/*/screens.ts), (3) the JavaScript needed to show the login and the
// field screens: (1) plus every chunk of the operations feature's screens and the report form
// they show. Budget: 200 KB gzip for (3). What those import only when used (photo
// compression, sync panel, team planning, notifications) is printed, not counted. It also lists modules of admin, analytics, charts and
// date pickers that ended up in the main bundle (source maps).
// Exit code 1 when the budget fails. Usage: node bench/bundle/run.mjs [--out=/tmp/pwa-bench] [--no-build] [--smoke]
// --smoke (npm test): the same figures, the budget not checked.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bytesPerSource, packageOf } from './source-map-sizes.mjs';

const BUDGET_KB = 200;
const FIELD_FEATURES = ['operations'];
// Loaded by a field screen as soon as it shows (not on a tap), so counted with the field
// screens: the report form of the operation screen, which a site lead always sees.
const SHOWN_WITH_FIELD_SCREENS = ['src/features/operations/report/report-form.tsx'];
/** Code that must load only when used: admin and analytics screens, charts, date pickers. */
const LAZY_ONLY = [
  // A feature's screens.ts is only its route table of lazy imports, so it is left out.
  { name: 'admin screens', test: (s) => !s.endsWith('/screens.ts') && (/src\/features\/(clients|users|admin-orders|audit|hours|admin-test|board|dunning|notification-settings)\//.test(s) || /src\/features\/(?:[^/]+\/)+admin-/.test(s)) },
  { name: 'analytics screens', test: (s) => !s.endsWith('/screens.ts') && /src\/features\/analytics\//.test(s) },
  { name: 'drag and drop (@dnd-kit)', test: (s) => /node_modules\/.*@dnd-kit\//.test(s) },
  { name: 'charts', test: (s) => /node_modules\/.*(recharts|@mantine\/charts|chart\.js|d3-)/.test(s) },
  { name: 'date pickers (@mantine/dates)', test: (s) => /node_modules\/.*@mantine\/dates\//.test(s) },
];

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PWA = join(REPO_ROOT, 'apps/pwa');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const OUT = args.out ?? '/tmp/pwa-bench';
const SMOKE = args.smoke === 'true';

if (args['no-build'] !== 'true') {
  console.log(`building the PWA into ${OUT} ...`);
  const result = spawnSync('pnpm', ['--dir', PWA, 'exec', 'vite', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'warn'], { stdio: 'inherit' });
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

// (1) The main bundle: everything index.html loads, the entry and the chunks it preloads
// (the app, imported by the small entry at once), each with its static imports.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const script = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
const main = closure(entryKey);
for (const file of preloads) closure(Object.keys(manifest).find((key) => manifest[key].file === file), main);
const mainTotal = sum(main);
console.log(`\nmain bundle (index.html: ${script} + ${preloads.length} modulepreload links; with their static imports: ${main.size} files)`);
for (const file of [...main].filter((f) => f.endsWith('.js')).sort((a, b) => gz(b).gzip - gz(a).gzip)) {
  console.log(`  ${file.padEnd(52)} ${kb(gz(file).raw).padStart(10)} raw ${kb(gz(file).gzip).padStart(10)} gzip`);
}
console.log(`  ${'total'.padEnd(52)} ${kb(mainTotal.raw).padStart(10)} raw ${kb(mainTotal.gzip).padStart(10)} gzip`);
const missing = [...main].filter((f) => f.endsWith('.js') && f !== script && !preloads.includes(f));
if (missing.length > 0) console.log(`  (not preloaded by index.html: ${missing.join(', ')})`);

// A module's chunk: its own manifest entry, or the chunk that holds it (the build groups
// some modules into named chunks, apps/pwa/vite.config.ts), found through the source maps.
const chunkOfSource = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const mapFile = join(OUT, `${chunk.file}.map`);
  if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
  for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) {
    const local = /apps\/pwa\/(src\/.*)$/.exec(source)?.[1] ?? source.replace(/^.*node_modules\//, 'node_modules/');
    if (!chunkOfSource.has(local)) chunkOfSource.set(local, key);
  }
}
const keyOfSource = (source) => (manifest[source] ? source : chunkOfSource.get(source));

// Chunks the signed-in shell loads right after its first render on every start: the sync
// badge (outbox, sync engine, on-device database) and the service worker's registration.
const AFTER_START = [/^src\/features\/sync\/sync-badge\.tsx$/, /^node_modules\/workbox-window\//];
const afterStart = new Set();
for (const test of AFTER_START) {
  const source = [...chunkOfSource.keys()].find((s) => test.test(s));
  if (source) for (const f of closure(keyOfSource(source))) if (!main.has(f)) afterStart.add(f);
}
const afterStartTotal = sum(afterStart);
console.log(`\nloaded by the signed-in shell right after its first render: ${kb(afterStartTotal.gzip)} gzip  ${[...afterStart].filter((f) => f.endsWith('.js')).map((f) => f.replace(/^assets\//, '')).join(' ')}`);

// (2) Lazy routes from features/*/screens.ts.
function lazyRoutes() {
  const routes = [];
  const features = join(PWA, 'src/features');
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'screens.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const named = new Map([...text.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1], m[2]]));
    // Screens that can load ahead: `const x = lazyScreen(landingScreens.y)`, where another
    // file of the feature has `y: preloadable<...>(() => import('./screen-file')...`.
    const preloadables = new Map();
    for (const other of readdirSync(join(features, feature)).filter((f) => /\.tsx?$/.test(f))) {
      for (const m of readFileSync(join(features, feature, other), 'utf8').matchAll(/(\w+): preloadable[^(]*\(\(\) => import\('\.\/([^']+)'\)/g)) preloadables.set(m[1], m[2]);
    }
    for (const m of text.matchAll(/const (\w+) = lazyScreen\(\w+\.(\w+)\)/g)) if (preloadables.has(m[2])) named.set(m[1], preloadables.get(m[2]));
    const source = (name) => ['.tsx', '.ts'].map((ext) => keyOfSource(`src/features/${feature}/${name}${ext}`)).find(Boolean);
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
for (const key of SHOWN_WITH_FIELD_SCREENS) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update SHOWN_WITH_FIELD_SCREENS`);
  for (const f of closure(key)) if (!main.has(f)) field.add(f);
}
for (const f of afterStart) field.delete(f);
const fieldTotal = sum(field);
const total = mainTotal.gzip + afterStartTotal.gzip + fieldTotal.gzip;
const ok = total <= BUDGET_KB * 1024;
const first = routes.find((r) => r.route === 'operation' && r.key);
const firstScreen = first ? sum([...closure(first.key)].filter((f) => !main.has(f))).gzip : 0;
console.log(
  `\nlogin + field screens: main bundle ${kb(mainTotal.gzip)} + shell after start ${kb(afterStartTotal.gzip)} + ${FIELD_FEATURES.join(', ')} chunks and report form ${kb(fieldTotal.gzip)} (${field.size} files)` +
    ` = ${kb(total)} gzip (${kb(mainTotal.raw + afterStartTotal.raw + fieldTotal.raw)} raw)`,
);
// What the field screens and the shell import later, when it is used (a photo's
// compression, the sync panel, the team planning, a notification): printed, not counted.
const later = new Set();
const counted = (f) => main.has(f) || afterStart.has(f) || field.has(f);
const keyOfFile = (file) => Object.keys(manifest).find((k) => manifest[k].file === file);
const pending = [...main, ...afterStart, ...field].map(keyOfFile);
while (pending.length > 0) {
  for (const dynamic of manifest[pending.pop()]?.dynamicImports ?? []) {
    if (routes.some((r) => r.key === dynamic)) continue;
    for (const f of closure(dynamic)) {
      if (counted(f) || later.has(f)) continue;
      later.add(f);
      pending.push(keyOfFile(f));
    }
  }
}
console.log(`  (imported later by the field screens and the shell, when used, not counted: ${kb(sum(later).gzip)} gzip, ${[...later].filter((f) => f.endsWith('.js')).map((f) => f.replace(/^assets\//, '')).join(' ')})`);
if (first) console.log(`  (an operator's first screen, main bundle + /operation: ${kb(mainTotal.gzip + firstScreen)} gzip)`);
console.log(`budget <= ${BUDGET_KB} KB gzip: ${SMOKE ? 'not checked (smoke mode)' : ok ? 'ok' : 'FAILED'}`);

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
if (!ok && !SMOKE) process.exitCode = 1;
