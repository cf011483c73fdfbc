// @ts-check
// The JavaScript a route of the built web client loads before it shows anything: the scripts of index.html (the entry,
// its module preloads, any script a plugin adds outside the manifest) with their static imports, then the modules its
// lazy route imports with theirs; a chunk both need counts once. Read from the build's `.vite/manifest.json` by the
// gzip budgets (web/budgets.test.ts) and by the bench's brotli figure (bench/measure/screens.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The routes with a budget, and the modules each loads on top of the entry. */
export const routes = [
  { route: '/ (landing page)', lazy: [] },
  {
    route: '/lists/:id (a list)',
    // With the texts its modules load in Russian, the first language (locales/lists.ts, recipes.ts).
    lazy: [
      'src/features/lists/list-screen/routes/list-route.tsx',
      'src/app/screen-providers.tsx',
      'src/locales/lists.ru.json',
      'src/locales/recipes.ru.json',
    ],
  },
];

/**
 * @typedef {{ file: string, imports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The build's manifest and page.
 * @param {string} dist
 * @returns {{ manifest: Manifest, html: string }}
 */
export function readBuild(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No web build in ${dist} (no .vite/manifest.json): run \`npm run build\` first`);
  }
  return {
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
  };
}

/**
 * The files of a manifest entry and of everything it imports statically.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no module ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * Scripts the page itself names (the entry, module preloads, and any script a plugin adds outside the manifest).
 * @param {string} html
 * @returns {string[]}
 */
function pageScripts(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') || /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    return isScript && address?.endsWith('.js') ? [address] : [];
  });
}

/**
 * The script files (paths within the build) a route loads before it shows anything.
 * @param {string} dist
 * @param {readonly string[]} lazy
 * @returns {string[]}
 */
export function routeScripts(dist, lazy) {
  const { manifest, html } = readBuild(dist);
  const files = staticClosure(manifest, 'index.html');
  for (const script of pageScripts(html)) files.add(script);
  for (const module of lazy) staticClosure(manifest, module, files);
  return [...files];
}
