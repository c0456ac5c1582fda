import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * index.html loads the small entry (src/main.ts), which imports the app (src/render-app.tsx)
 * dynamically. Preload links let the browser download the app at the same time as the entry
 * instead of after it, and the entry runs async: a module script otherwise waits for the
 * CSS before it runs, and the entry's early requests (main.ts) would wait with it.
 */
function preloadApp(): Plugin {
  return {
    name: 'tragkraft:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const app = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith('/src/render-app.tsx')));
        if (!app || app.type !== 'chunk') throw new Error('the chunk of src/render-app.tsx is missing');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(add);
        };
        add(app.fileName);
        const missing = (file: string) => !html.includes(`/${file}"`);
        const entry = '<script type="module" crossorigin';
        if (!html.includes(entry)) throw new Error('the entry script of index.html is missing');
        return {
          html: html.replace(entry, '<script type="module" async crossorigin'),
          tags: [
            ...[...styles].filter(missing).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
            ...[...scripts].filter(missing).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}

/**
 * The app's file: src/render-app.tsx with everything it imports, and the small pieces many
 * screens share (the loading state, badges and cards, date formats, the schema library), so
 * that other screens do not load the field file (with the on-device database) for them.
 */
const APP_MODULES = /\/src\/(render-app|ui\/load-state)\.tsx$|\/packages\/domain\/src\/(format|dates\/\w+)\.ts$|\/@mantine\/core\/esm\/components\/(Badge\/Badge|Card\/Card)\.mjs$|\/node_modules\/typebox\//;

// The service worker (src/sw.ts) precaches the app shell; /api is never cached by it.
export default defineConfig({
  plugins: [
    react(),
    preloadApp(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'] },
      manifest: {
        name: 'Tragkraft',
        short_name: 'Tragkraft',
        description: 'Offerten, Aufträge und Einsätze',
        lang: 'de-CH',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // 'any': the customer signs with the phone turned (a wider pad); a locked portrait kept the
        // installed app upright (issue 27).
        orientation: 'any',
        theme_color: '#1c5d99',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // No source maps: whatever is in dist/ is public. The bundle benchmark builds with
    // `--sourcemap` into its own folder (bench/bundle/run.mjs).
    sourcemap: false,
    rolldownOptions: {
      // The workspace packages only declare things (no module runs code on import), so a
      // screen gets the parts it uses, not every schema and price rule of the index.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/(domain|sync-protocol)\/src\//, sideEffects: false }] },
      output: {
        codeSplitting: {
          // Few, larger files for the first screens: on a phone network every request costs
          // a round trip. The entry (main.ts) stays alone; the app (with everything it
          // imports) is one file; the operation list, the sync badge with the outbox and the
          // on-device database another, so a field screen that works offline has the sync
          // engine too. Other screens split as they like.
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            { name: 'app', test: APP_MODULES, priority: 2 },
            { name: 'field', test: /\/src\/(features\/operations\/list\/operation-list-screen|features\/sync\/sync-badge)\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
