import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The size limits of docs/architecture.md ("Limits"): no code file over 300 lines, no folder over 30 files, over the
 * files git tracks. A file past the limit is split by what it holds; a folder, into subfolders by what its files hold.
 * What may stay bigger is named below with its reason, and an exemption that no longer applies fails too.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const maxLines = 300;
const maxFiles = 30;

/** A file or folder allowed past its limit, and why. */
interface Exemption {
  path: string;
  reason: string;
}

/** Data, not code to read: a table looked things up in, never read through (confusables, synonyms). */
const dataFile = /\.data\.ts$/;
const longFiles: Exemption[] = [
  { path: 'server/src/db/seed/catalogue.ts', reason: "the seed's goods, units and departments: data, a line a good" },
];

const crowdedFolders: Exemption[] = [
  { path: 'server/drizzle', reason: 'the migrations drizzle-kit generates, one a change of the schema, in its order' },
  { path: 'server/drizzle/meta', reason: "drizzle-kit's generated snapshots of the schema, one a migration" },
];

/** Code: what is read as program text (JSON, SQL, Markdown and pictures are not). */
const codeFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Lines as `wc -l` counts them: the line ends. */
const linesOf = (text: string): number => text.split('\n').length - 1;

/** Code files over `max` lines, but for data and the exempted, as `path (n lines)`. */
function longCodeFiles(files: { path: string; lines: number }[], exempt: Exemption[], max = maxLines): string[] {
  const exempted = new Set(exempt.map((e) => e.path));
  return files
    .filter(({ path, lines }) => codeFile.test(path) && !dataFile.test(path) && !exempted.has(path) && lines > max)
    .map(({ path, lines }) => `${path} (${lines} lines)`);
}

/** How many files each folder holds directly. */
function filesPerFolder(paths: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const folder = posix.dirname(path);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

/** Folders holding over `max` files, but for the exempted, as `folder (n files)`. */
function fullFolders(paths: string[], exempt: Exemption[], max = maxFiles): string[] {
  const exempted = new Set(exempt.map((e) => e.path));
  return [...filesPerFolder(paths)]
    .filter(([folder, count]) => count > max && !exempted.has(folder))
    .map(([folder, count]) => `${folder} (${count} files)`);
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const codeSizes = tracked
  .filter((path) => codeFile.test(path))
  .map((path) => ({ path, lines: linesOf(readFileSync(join(root, path), 'utf8')) }));

describe('the size limits (docs/architecture.md, "Limits")', () => {
  it(`no code file is over ${maxLines} lines`, () => {
    expect(longCodeFiles(codeSizes, longFiles), 'split each by what it holds').toEqual([]);
  });

  it(`no folder holds over ${maxFiles} files`, () => {
    expect(fullFolders(tracked, crowdedFolders), 'split each into subfolders by what its files hold').toEqual([]);
  });

  it('every exemption still names a file or folder past its limit, with a reason', () => {
    const sizes = new Map(codeSizes.map(({ path, lines }) => [path, lines]));
    const perFolder = filesPerFolder(tracked);
    for (const { path, reason } of [...longFiles, ...crowdedFolders]) expect(reason, path).not.toBe('');
    expect(
      longFiles.filter(({ path }) => (sizes.get(path) ?? 0) <= maxLines).map(({ path }) => path),
      'stale file exemptions',
    ).toEqual([]);
    expect(
      crowdedFolders.filter(({ path }) => (perFolder.get(path) ?? 0) <= maxFiles).map(({ path }) => path),
      'stale folder exemptions',
    ).toEqual([]);
    expect(
      codeSizes.filter(({ path, lines }) => dataFile.test(path) && lines > maxLines).length,
      'no data file past the limit: the *.data.ts exemption is stale',
    ).toBeGreaterThan(0);
  });

  it('finds a file past the limit and a full folder, and lets the exempted ones be', () => {
    const files = [
      { path: 'web/src/a.ts', lines: 301 },
      { path: 'web/src/b.tsx', lines: 300 },
      { path: 'contract/src/c.data.ts', lines: 5000 },
      { path: 'docs/d.md', lines: 900 },
      { path: 'server/src/e.ts', lines: 400 },
    ];
    expect(longCodeFiles(files, [{ path: 'server/src/e.ts', reason: 'data' }])).toEqual(['web/src/a.ts (301 lines)']);
    const folder = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}/f${i}.ts`);
    const paths = [...folder('a', 31), ...folder('b', 30), ...folder('c/d', 40), ...folder('c', 2)];
    expect(fullFolders(paths, [])).toEqual(['a (31 files)', 'c/d (40 files)']);
    expect(fullFolders(paths, [{ path: 'c/d', reason: 'generated' }])).toEqual(['a (31 files)']);
    expect(linesOf('one\ntwo\n')).toBe(2);
    expect(linesOf('one\ntwo')).toBe(1);
  });
});
