import type { Plugin } from 'vite';

/** The app's entry script, as Vite writes it into index.html. */
const entryScript = /<script type="module" crossorigin src=/g;
/** The entry's static imports, which Vite preloads from index.html. */
const bootPreloads = /<link rel="modulepreload" crossorigin href=/g;

/**
 * The app's boot scripts are fetched at low priority, after the page's style sheet and its theme. Every page shows
 * something before they run (index.html's boot screen, or a list's first screenful drawn by the server), and that
 * needs the style sheet alone; at the browser's default (high) priority the entry and its eleven preloads, some
 * 110 KB, shared the connection with the style sheet and held back the first paint on a slow one (docs/performance.md,
 * Lighthouse). The scripts are asked for as the page is read, as before, and run when it has been read; on a page the
 * server drew, server/src/plugins/web.ts turns these tags into the names public/theme.js asks for after the first
 * frame, and matches them as written here.
 */
export const bootScriptsAfterStyles = (): Plugin => ({
  name: 'listok-boot-priority',
  apply: 'build',
  transformIndexHtml: {
    // After Vite has written the entry's script and preloads into the page.
    order: 'post',
    handler: (html) => {
      const marked = html
        .replace(entryScript, '<script type="module" crossorigin fetchpriority="low" src=')
        .replace(bootPreloads, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
      if (marked === html) throw new Error('web/boot-priority.ts: no entry script in index.html to mark');
      return marked;
    },
  },
});
