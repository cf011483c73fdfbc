import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenWordsPlugin } from './first-screen-words';
import { goodsIconsPlugin } from './goods-icons.js';
import { precompress } from './precompress';
import { pwaOptions } from './pwa.config';
import { routeAddresses } from './route-addresses';

const contractSource = (file: string) => fileURLToPath(new URL(`../contract/src/${file}`, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/**
 * Small modules the list screens share with other screens, one chunk of a few hundred bytes each by themselves: put
 * together, a list's first visit makes eleven requests fewer. None is part of the landing page. The address of the
 * goods' sprite (`virtual:goods-icons`, goods-icons.ts) goes with the picture that draws it.
 */
const listShared =
  /(web[\\/]src[\\/](features[\\/]catalogue[\\/]api[\\/]categories|components[\\/](field|goods-icon|sort-header|table-card)|features[\\/]lists[\\/](shared[\\/](api[\\/](item-caches|keys)|copy-text|focus-after-dialog|item-view|list-can|suggestions)|basics[\\/]api[\\/]get-list-header)|lib[\\/](api[\\/]paged-call|texts[\\/]server-date|tables[\\/]sort))|contract[\\/]src[\\/](items[\\/]item-order|entry[\\/](word-forms|units)))\.tsx?$|^\0virtual:goods-icons$/;

export default defineConfig({
  plugins: [
    routeAddresses(),
    react(),
    tailwindcss(),
    optimizeLocales.vite({ locales: ['ru-RU', 'en-US'] }),
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
      // The contract's schemas are built by pure zod calls: let screens that use none of them (the landing page)
      // leave zod out of their bundle. So are the contract's functions that make a schema: a schema built with one
      // of them (`idOf('validation.id')`) was kept, with zod, wherever its module was, and a list page evaluated zod
      // and two schema modules for a list of notification modes and a sort order (web/budgets.test.ts holds it).
      treeshake: {
        moduleSideEffects: [{ test: /contract\/src\//, sideEffects: false }],
        manualPureFunctions: ['z', 'idOf', 'epochMsOf', 'base64url', 'ssoText', 'visibleText', 'visibleLines'],
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
