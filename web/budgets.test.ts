import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { goodsIcons } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { readBuild, routeScripts, routes } from '../scripts/route-scripts.mjs';
import { spriteParts } from './goods-icons';

/**
 * The JavaScript budgets of issue 7, read from the production build (`npm test` builds before Vitest runs; WEB_DIST
 * points at another build). A route loads the scripts of index.html with their static imports, and then the modules
 * its lazy route imports (the screen and the screens' providers) with their static imports; a chunk shared by both
 * counts once. CSS is not JavaScript and is not counted.
 */
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));

const [landing, list] = routes;
const budgets = [
  { ...landing!, limitKb: 120 },
  { ...list!, limitKb: 200 },
];

const readManifest = () => readBuild(dist).manifest;

/** A file of the build as text. */
const readText = (file: string) => readFileSync(join(dist, file), 'utf8');

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function routeSizes(lazy: readonly string[]): Map<string, number> {
  return new Map(routeScripts(dist, lazy).map((file) => [file, gzipKb(file)]));
}

const describeSizes = (sizes: Map<string, number>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, kb]) => `${kb.toFixed(1).padStart(7)} KB  ${file}`)
    .join('\n');

describe('JavaScript budgets per route (gzip)', () => {
  it.each(budgets)('$route loads at most $limitKb KB', ({ lazy, limitKb }) => {
    const sizes = routeSizes(lazy);
    const total = [...sizes.values()].reduce((sum, kb) => sum + kb, 0);
    const report = `${total.toFixed(1)} KB of JavaScript (gzip), budget ${limitKb} KB:\n${describeSizes(sizes)}`;
    expect(total, report).toBeLessThanOrEqual(limitKb);
  });

  // Chunks that import each other (two groups in vite.config.ts each holding a module the other needs) evaluate in an
  // order that depends on which is asked for first: a value read at the top of one may not exist yet.
  it('has no chunks that import each other, directly or through others', () => {
    const manifest = readManifest();
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
    const landing = routeSizes([]);
    const list = routeSizes(budgets[1]?.lazy ?? []);
    expect(list.size).toBeGreaterThan(landing.size);
    for (const file of landing.keys()) expect(list.has(file)).toBe(true);
  });
});

/**
 * What a list's page loads by itself after its first screenful, with no tap: the lazy modules a browser asked for in
 * the first seconds of a cold open (a list of groceries, Russian), on top of the route's own.
 */
const listAfterFirstScreen = [
  'src/app/shell/theme-switch.tsx',
  'src/features/lists/basics/components/list-menu.tsx',
  'src/features/lists/basics/components/print-items.tsx',
  'src/features/lists/basics/keep-every-list.ts',
  'src/features/lists/items/components/product-search.tsx',
  'src/features/lists/money/components/screen-money.ts',
  'src/features/lists/notifications/components/notifications-menu.tsx',
  'src/features/lists/shopping/components/items-view-menu.tsx',
  'src/features/lists/shopping/components/suggestion-chips.tsx',
  'src/features/lists/shopping/smart-entry-parts.ts',
];

/** The scripts of a list's page and of what it loads by itself after its first screenful (each module still built). */
function listPageScripts(): string[] {
  const manifest = readManifest();
  for (const module of listAfterFirstScreen) expect(manifest[module], module).toBeDefined();
  return routeScripts(dist, [...(budgets[1]?.lazy ?? []), ...listAfterFirstScreen]);
}

describe("zod's schemas (the contract's, built as their module is evaluated)", () => {
  // A schema module a screen names a plain value of (a list of modes, a sort order) is evaluated with its schemas when
  // one of them calls a function the bundler cannot tell is pure (vite.config.ts, `manualPureFunctions`): each
  // schema module's evaluation was a long task of a list page's start.
  it("are not loaded by a list's page, its first screenful or what follows it by itself", () => {
    const withZod = listPageScripts().filter((file) => readText(file).includes('$ZodObject'));
    expect(withZod).toEqual([]);
  });
});

describe("React Aria's questions to the engine's locale data (web/react-aria-intl.ts)", () => {
  it("are asked as they are needed, on a list's page and what follows it", () => {
    const code = listPageScripts().map(readText).join('\n');
    const collators = code.match(/new Intl\.Collator\(/g)?.length ?? 0;
    expect({
      supportedLocalesOf: code.includes('supportedLocalesOf'),
      getCanonicalLocales: code.includes('Intl.getCanonicalLocales(['),
      russianAndEnglishLeftToRight: code.includes('/^(ru|en)(-[A-Z]{2})?$/.test('),
      collatorsMadeAtFirstComparison: collators > 0 && code.match(/\?\?=new Intl\.Collator\(/g)?.length === collators,
    }).toEqual({
      supportedLocalesOf: false,
      getCanonicalLocales: true,
      russianAndEnglishLeftToRight: true,
      collatorsMadeAtFirstComparison: true,
    });
  });
});

/** The scripts a chunk's lazy imports have Vite's helper preload (`__vite__mapDeps`, its one list of files). */
function preloadedScripts(file: string): string[] {
  const list = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(readText(file))?.[1];
  return list ? (JSON.parse(list) as string[]).filter((preloaded) => preloaded.endsWith('.js')) : [];
}

describe('module preloads (vite.config.ts, `modulePreload`)', () => {
  // Each preload is a `<link>` the helper adds to the page as the lazy import starts, a little of the main thread's
  // time each: dozens of them were a good part of a list page's blocking time after its first screenful.
  it('are asked for the screens the entry loads by route, and not for what a screen loads later', () => {
    const manifest = readManifest();
    const entry = manifest['index.html']?.file ?? '';
    const listRoute = manifest[budgets[1]?.lazy[0] ?? '']?.file ?? '';
    expect(preloadedScripts(entry)).toContain(listRoute);
    const others = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && chunk.file !== entry);
    const preloading = others.filter((chunk) => preloadedScripts(chunk.file).length > 0).map((chunk) => chunk.file);
    expect(preloading).toEqual([]);
  });
});

describe("Vite's preload helper (web/preload-links.ts)", () => {
  // Adding a link starts its request in that task: the twenty of a list page's first screen were one long task.
  it('adds its links to the page one per task', () => {
    const helpers = readdirSync(join(dist, 'assets')).filter((file) => /^preload-helper-[\w-]+\.js$/.test(file));
    expect(helpers).toHaveLength(1);
    const code = readText(join('assets', helpers[0] ?? ''));
    expect(code.match(/appendChild\(/g)).toHaveLength(1);
    expect(code).toMatch(
      /document\.head\.appendChild\((\w+)\.shift\(\)\),\1\.length>0&&(\w+)\.port2\.postMessage\(null\)/,
    );
    expect(code).not.toContain('setTimeout');
  });
});

describe('the boot scripts in index.html (web/boot-priority.ts)', () => {
  // At the default (high) priority they shared a slow connection with the style sheet the drawn page needs to show.
  it('are fetched at low priority, the style sheet and the theme at their default', () => {
    const html = readText('index.html');
    const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);
    const scripts = tags(/<script type="module"[^>]*>/g);
    const preloads = tags(/<link rel="modulepreload"[^>]*>/g);
    expect(scripts).toHaveLength(1);
    expect(preloads.length).toBeGreaterThan(0);
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain('fetchpriority="low"');
    for (const tag of tags(/<link rel="stylesheet"[^>]*>|<script src="\/theme\.js"><\/script>/g))
      expect(tag).not.toContain('fetchpriority');
    expect(html).toContain('<script src="/theme.js"></script>');
  });
});

describe('the pictures of goods (issue 51)', () => {
  const sprites = () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => /^goods-icons-\d+-[\w-]+\.svg$/.test(file));
    expect(assets, 'the sprites of goods’ pictures in the build').toHaveLength(spriteParts);
    return assets.map((file) => `assets/${file}`);
  };

  it('are a few sprites of at most 150 KB in all, holding every icon the contract names once, ids unique', () => {
    const svgs = sprites().map(readText);
    expect(svgs.reduce((sum, svg) => sum + Buffer.byteLength(svg), 0) / 1024).toBeLessThanOrEqual(150);
    // A sprite is parsed whole as its first icon shows: none may be a long task's worth on a phone.
    for (const svg of svgs) expect(Buffer.byteLength(svg) / 1024).toBeLessThanOrEqual(30);
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size, 'no id twice (a gradient of two icons)').toBe(ids.length);
    const symbols = svgs.flatMap((svg) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    expect(symbols.sort()).toEqual([...goodsIcons].sort());
  });

  it('are served compressed and kept by the service worker for offline use', () => {
    const worker = readText('sw.js');
    for (const file of sprites()) {
      expect(existsSync(join(dist, `${file}.br`))).toBe(true);
      expect(worker).toContain(file);
    }
  });
});
