import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { goodsIcons } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { readBuild, routeScripts, routes } from '../scripts/route-scripts.mjs';

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
