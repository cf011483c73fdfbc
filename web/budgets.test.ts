import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { goodsIcons } from '@listok/contract';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript budgets of issue 7, read from the production build (`npm test` builds before Vitest runs; WEB_DIST
 * points at another build). A route loads the scripts of index.html with their static imports, and then the modules
 * its lazy route imports (the screen and the screens' providers) with their static imports; a chunk shared by both
 * counts once. CSS is not JavaScript and is not counted.
 */
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));

const budgets = [
  { route: '/ (landing page)', lazy: [], limitKb: 120 },
  {
    route: '/lists/:id (a list)',
    // With the texts its modules load in Russian, the first language (locales/lists.ts, recipes.ts).
    lazy: [
      'src/features/lists/list-screen/routes/list-route.tsx',
      'src/app/screen-providers.tsx',
      'src/locales/lists.ru.json',
      'src/locales/recipes.ru.json',
    ],
    limitKb: 200,
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readBuild(): { manifest: Manifest; html: string } {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No web build in ${dist} (no .vite/manifest.json): run \`npm run build\` first`);
  }
  return {
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
  };
}

/** The files of a manifest entry and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no module ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** Scripts the page itself names (the entry, module preloads, and any script a plugin adds outside the manifest). */
function pageScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') || /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    return isScript && address?.endsWith('.js') ? [address] : [];
  });
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function routeScripts(lazy: string[]): Map<string, number> {
  const { manifest, html } = readBuild();
  const files = staticClosure(manifest, 'index.html');
  for (const script of pageScripts(html)) files.add(script);
  for (const module of lazy) staticClosure(manifest, module, files);
  return new Map([...files].map((file) => [file, gzipKb(file)]));
}

const describeSizes = (sizes: Map<string, number>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, kb]) => `${kb.toFixed(1).padStart(7)} KB  ${file}`)
    .join('\n');

describe('JavaScript budgets per route (gzip)', () => {
  it.each(budgets)('$route loads at most $limitKb KB', ({ lazy, limitKb }) => {
    const sizes = routeScripts(lazy);
    const total = [...sizes.values()].reduce((sum, kb) => sum + kb, 0);
    const report = `${total.toFixed(1)} KB of JavaScript (gzip), budget ${limitKb} KB:\n${describeSizes(sizes)}`;
    expect(total, report).toBeLessThanOrEqual(limitKb);
  });

  // Chunks that import each other (two groups in vite.config.ts each holding a module the other needs) evaluate in an
  // order that depends on which is asked for first: a value read at the top of one may not exist yet.
  it('has no chunks that import each other, directly or through others', () => {
    const { manifest } = readBuild();
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (key: string, path: string[]) => {
      if (path.includes(key)) {
        cycles.push([...path.slice(path.indexOf(key)), key].map((step) => manifest[step]?.file).join(' → '));
        return;
      }
      if (done.has(key)) return;
      for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(cycles).toEqual([]);
  });

  it('counts a lazy screen on top of the entry, not inside it', () => {
    const landing = routeScripts([]);
    const list = routeScripts(budgets[1]?.lazy ?? []);
    expect(list.size).toBeGreaterThan(landing.size);
    for (const file of landing.keys()) expect(list.has(file)).toBe(true);
  });
});

describe('the pictures of goods (issue 51)', () => {
  const sprite = () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => /^goods-icons-[\w-]+\.svg$/.test(file));
    expect(assets, 'one sprite of goods’ pictures in the build').toHaveLength(1);
    return `assets/${assets[0]}`;
  };

  it('are one sprite of at most 150 KB, holding every icon the contract names once, with ids of its own', () => {
    const file = sprite();
    const svg = readFileSync(join(dist, file), 'utf8');
    expect(Buffer.byteLength(svg) / 1024).toBeLessThanOrEqual(150);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size, 'no id twice (a gradient of two icons)').toBe(ids.length);
    const symbols = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols).toEqual([...goodsIcons]);
  });

  it('are served compressed and kept by the service worker for offline use', () => {
    const file = sprite();
    expect(existsSync(join(dist, `${file}.br`))).toBe(true);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain(file);
  });
});
