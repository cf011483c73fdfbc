import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Paths the server answers itself: a navigation there must reach it, never the cached app shell. */
const serverPaths = [/^\/api(\/|$)/, /^\/logout(\/|$)/, /^\/\.well-known\//];

/**
 * The installable app (docs/architecture.md, Offline): a manifest and a service worker that precaches the app shell,
 * every screen's code and texts, so a list opened before opens again without signal. The app registers the worker
 * itself (src/lib/browser/pwa.ts, an external module: the CSP allows no inline script) and asks before an update takes over.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  // The manifest speaks Russian, the app's default language (see docs/architecture.md on why there is one).
  manifest: {
    id: '/',
    name: 'Листок — списки покупок',
    short_name: 'Листок',
    description: 'Общие списки покупок и дел: отмечайте купленное, делитесь списками по ссылке. Работает без сети.',
    lang: 'ru',
    dir: 'ltr',
    start_url: '/lists',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#15803d',
    // A recipe page shared from the phone's browser opens its import (the Recipes page reads `url` or `text`).
    share_target: {
      action: '/recipes',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Vite's build manifest is for the bundle budget test, not for browsers.
    globIgnores: ['.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: serverPaths,
    cleanupOutdatedCaches: true,
    // API answers are kept in IndexedDB by the app (per user), never in the worker's caches. The QR reader's
    // WebAssembly (a megabyte, money/qr/read-qr.ts) is not precached: it is kept once a receipt was first scanned,
    // so that a receipt is read without signal from then on.
    runtimeCaching: [
      {
        urlPattern: /\/assets\/[^/]+\.wasm$/,
        handler: 'CacheFirst',
        options: { cacheName: 'listok-wasm', expiration: { maxEntries: 4 } },
      },
    ],
    // Web Push (public/push-sw.js): shows a list's notifications and opens the list on a click. Precached too, so a
    // change of it is a new version of the worker.
    importScripts: ['/push-sw.js'],
  },
};
