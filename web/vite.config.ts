import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ModulePreloadOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScriptsAfterStyles } from './boot-priority';
import { firstScreenWordsPlugin } from './first-screen-words';
import { goodsIconsPlugin } from './goods-icons.js';
import { precompress } from './precompress';
import { preloadLinksInTurn } from './preload-links';
import { pwaOptions } from './pwa.config';
import { reactAriaIntl } from './react-aria-intl';
import { routeAddresses } from './route-addresses';
import { schemaHelpers } from './schema-helpers';

const contractSource = (file: string) => fileURLToPath(new URL(`../contract/src/${file}`, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/**
 * Small modules the list screens share with other screens, one chunk of a few hundred bytes each by themselves: put
 * together, a list's first visit makes eleven requests fewer. None is part of the landing page. The address of the
 * goods' sprite (`virtual:goods-icons`, goods-icons.ts) goes with the picture that draws it.
 */
const listShared =
  /(web[\\/]src[\\/](features[\\/]catalogue[\\/]api[\\/]categories|components[\\/](field|goods-icon|sort-header|table-card)|features[\\/]lists[\\/](shared[\\/](api[\\/](item-caches|keys)|copy-text|focus-after-dialog|item-view|list-can|suggestions)|basics[\\/]api[\\/]get-list-header)|lib[\\/](api[\\/]paged-call|texts[\\/]server-date|tables[\\/]sort))|contract[\\/]src[\\/](items[\\/]item-order|entry[\\/](word-forms|units)))\.tsx?$|^\0virtual:goods-icons$/;

/**
 * The app's entry chunk, named after index.html: the one that imports the screens, each by its route (app/router.tsx).
 */
const entryChunk = /^assets\/index-[\w-]+\.js$/;

/**
 * Module preloads for the screens the entry loads by route, none for what a screen loads after its first render (its
 * menus, dialogs, the add box). Vite's helper puts a `<link rel=modulepreload>` into the page for each module a lazy
 * import needs, and each costs the main thread a little as it is added: on a list page's start, dozens of them, a
 * good part of its blocking time (docs/performance.md, Lighthouse). A screen's later parts fetch their own imports as
 * the browser reads them instead, from the service worker's copies once it holds the app.
 */
const screensPreloaded: ModulePreloadOptions = {
  resolveDependencies: (_file, deps, { hostId, hostType }) =>
    hostType === 'html' || entryChunk.test(hostId) ? deps : [],
};

export default defineConfig({
  plugins: [
    routeAddresses(),
    react(),
    tailwindcss(),
    optimizeLocales.vite({ locales: ['ru-RU', 'en-US'] }),
    reactAriaIntl(),
    preloadLinksInTurn(),
    bootScriptsAfterStyles(),
    goodsIconsPlugin(),
    firstScreenWordsPlugin(),
    VitePWA(pwaOptions),
    precompress(),
  ],
  resolve: {
    // Exact matches: '@listok/contract/base' (no zod, for the shell) must not be read as a path under the index.
    alias: [
      { find: /^@listok\/contract$/, replacement: contractSource('index.ts') },
      { find: /^@listok\/contract\/base$/, replacement: contractSource('base.ts') },
      { find: /^@listok\/contract\/api\/route$/, replacement: contractSource('api/route.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The import graph, read by the bundle budget test (web/budgets.test.ts).
    manifest: true,
    modulePreload: screensPreloaded,
    rolldownOptions: {
      output: {
        // TanStack Query in one chunk instead of six small ones: a list's first visit makes five requests fewer, each
        // a round trip on a slow connection (every screen with the query cache loads most of it anyway). Query only:
        // TanStack Virtual loads with a long list alone.
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](react-)?query/,
              includeDependenciesRecursively: false,
            },
            { name: 'list-shared', test: listShared, includeDependenciesRecursively: false },
          ],
        },
      },
      // The contract's schemas are built by pure zod calls and the contract's own schema helpers (schema-helpers.ts):
      // let screens that use none of them (the landing page, a list page) leave zod out of their bundle.
      treeshake: {
        moduleSideEffects: [{ test: /contract\/src\//, sideEffects: false }],
        manualPureFunctions: ['z', ...schemaHelpers],
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/logout': apiServer,
      '/.well-known': apiServer,
    },
  },
});
