import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PUBLIC_ROUTES, pageModule } from './src/app/public-routes.ts';
import { subsetFonts } from './vite/subset-fonts.plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { staffManifest } from './vite/staff-manifest.plugin.ts';

// `vite build` always makes the production bundle, even when started from jest (NODE_ENV=test)
// or a shell with another NODE_ENV: a development React build is 3x larger and much slower.
if (process.argv.includes('build') && process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';

// Where `vite` / `vite preview` forward /api and /media (the api server). Node-side only.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The two font files every public page uses (cut to the characters it shows: subsetFonts()), preloaded so they are in before the first render:
 * a late swap of the body face would shift the hero (measured CLS 0.15 without the preload).
 */
const PRELOAD_FONTS = [/playfair-display-latin-600-subset-[\w-]+\.woff2$/, /dm-sans-latin-wght-subset-[\w-]+\.woff2$/];

function preloadFonts(): Plugin {
  return {
    name: 'studio:preload-fonts',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => PRELOAD_FONTS.some((re) => re.test(f)));
        return files.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${f}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * react-router 7's package exports only its development build (remix-run/react-router#12532, #14102: "temporary"),
 * whose dev warnings stay in the bundle. Its production build sits beside it (the same code with
 * ENABLE_DEV_WARNINGS = false), so the bundle takes that one: about 0.6 kB gzip less on every public page.
 */
const REACT_ROUTER_PRODUCTION = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

/**
 * The app itself (React, router, layout, home) and React DOM, which the tiny entry (src/main.tsx) imports as two
 * module graphs (evaluated in separate tasks).
 */
const APP_MODULES = ['/src/app/start-app.tsx', '/react-dom/client.js'];
/** The entry chunk (index.html's script) and the two chunks it imports dynamically, by output name. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;
const APP_CHUNK = /^assets\/(start-app|client)-[\w-]+\.js$/;
/** src/lib/page-boot.ts's APP_FILES_KEY (not imported: the config loader would load the browser code's imports too). */
const APP_FILES_KEY = 'app';

/**
 * Files each lazy public route needs beyond the entry and the app chunk. Two outputs:
 * - modulepreload links in index.html for the app chunk and everything it imports, so a plain-shell
 *   page (staff area, login) downloads it at once (the API takes them out of server-rendered pages);
 * - the route map as JSON (`#route-chunks`, not executed): the API links a server-rendered route's
 *   files into its page, and src/main.tsx preloads the current route's JS with the app.
 */
const ROUTE_MODULES: Record<string, string> = Object.fromEntries(
  PUBLIC_ROUTES.filter((r) => r.render && !r.eager).map((r) => [r.path, pageModule(r)]),
);

function routeChunks(): Plugin {
  return {
    name: 'studio:route-chunks',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as Chunk[];
        const byModule = (mod: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(mod));
        /** A chunk and what it imports, minus what is already loaded. */
        const closure = (root: Chunk, loaded: Set<string>) => {
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (c: Chunk) => {
            if (js.has(c.fileName) || loaded.has(c.fileName)) return;
            js.add(c.fileName);
            c.imports.forEach((f) => {
              const next = chunks.find((x) => x.fileName === f);
              if (next) visit(next);
            });
            // After its imports' CSS: the cascade order the source's imports give.
            c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          };
          visit(root);
          return { js: [...js], css: [...css] };
        };
        const loaded = new Set<string>();
        for (const entry of chunks.filter((c) => c.isEntry)) {
          loaded.add(entry.fileName);
          entry.imports.forEach((f) => loaded.add(f));
        }
        const appFiles = { js: [] as string[], css: [] as string[] };
        for (const root of APP_MODULES.map(byModule)) {
          if (!root) continue;
          const files = closure(root, loaded);
          files.js.forEach((f) => loaded.add(f));
          appFiles.js.push(...files.js);
          appFiles.css.push(...files.css);
        }
        // A route chunk can list a shared chunk's CSS as its own (ui.css for /gallery and /theme): the shell links
        // the entry's and the app's already, so the route's list leaves them out (one <link> per file).
        const shellCss = new Set([...chunks.filter((c) => c.isEntry).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]), ...appFiles.css]);
        const map: Record<string, { js: string[]; css: string[] }> = {};
        for (const [route, mod] of Object.entries(ROUTE_MODULES)) {
          const root = byModule(mod);
          if (!root) continue;
          const files = closure(root, loaded);
          map[route] = { js: files.js.map((f) => `/${f}`), css: files.css.filter((f) => !shellCss.has(f)).map((f) => `/${f}`) };
        }
        // Not a route (paths start with '/'): the app's own files, which src/main.tsx preloads one a task on a
        // server-rendered page (the entry's import() calls add none: build.modulePreload below).
        map[APP_FILES_KEY] = { js: appFiles.js.map((f) => `/${f}`), css: [] };
        return [
          { tag: 'script', attrs: { type: 'application/json', id: 'route-chunks' }, children: JSON.stringify(map), injectTo: 'head-prepend' as const },
          ...appFiles.js.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const })),
          ...appFiles.css.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/** Writes .br and .gz beside every compressible asset, for the server to send as-is. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'studio:precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const p = join(dir, name);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|map)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
      }
    },
  };
}

// Public site + staff area. Staff routes are lazy chunks, never in the public entry.
// `vite build` builds two environments in turn (`builder`): the browser bundle, then the server
// renderer of the public pages (src/entry-server.tsx) as one self-contained CommonJS file,
// <outDir>/ssr/entry-server.cjs, which the API requires (it needs no frontend package at run time).
export default defineConfig({
  builder: {},
  environments: {
    ssr: {
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: {
          input: { 'entry-server': fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)) },
          output: { format: 'cjs', entryFileNames: 'ssr/[name].cjs', codeSplitting: false },
        },
      },
    },
  },
  plugins: [
    subsetFonts(),
    react(),
    preloadFonts(),
    routeChunks(),
    precompress(),
    staffManifest(),
    // The staff app's service worker (src/sw.ts, Workbox): precaches the build; the staff area registers it and
    // links the manifest (src/app/staff/register-staff-app.ts), so nothing is injected into the public pages.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'logo.png'],
        globIgnores: ['ssr/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
      // The field rules the api's DTOs use too (core/src/rules: pure files, no imports; nothing else of core comes along).
      { find: /^@studio\/rules\//, replacement: fileURLToPath(new URL('../core/src/rules/', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    // Every browser we serve supports <link rel=modulepreload> or ignores it harmlessly.
    modulePreload: {
      polyfill: false,
      // The entry's two import() calls (React DOM, the app) add no modulepreload links of their own, only the CSS: with
      // their ~10 links in one task, that task took 11-51 ms of a loaded desktop's CPU, Lighthouse's 4x of it in Total
      // Blocking Time; src/main.tsx adds them one a task instead (the files are the route map's APP_FILES_KEY entry).
      resolveDependencies: (file, deps, { hostId, hostType }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) && APP_CHUNK.test(file) ? [] : deps),
    },
    cssCodeSplit: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
