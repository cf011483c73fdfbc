import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README.md's map of folders ("Layout") against the tree: every folder and file it names must exist, so the map
 * cannot outlive a move. A line's first word is an entry, a path below the entry above it with less indent; the words
 * of its description that look like a path (`backup/`, `schema.ts`, `docs/architecture.md`) must exist below the
 * entry or one of its ancestors. Names with a placeholder (`<f>.routes.ts`) are patterns, not checked.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/** Where an entry ends and its description starts: the column every continuation line is indented to. */
const descriptionColumn = 18;
/** A word that names a path: with a slash after a letter, or a file name with a known extension. */
const pathWord = /^(?:[\w.-]*\w\/[\w./-]*|[\w.-]+\.(?:ts|tsx|mjs|json|md|yaml|sql))$/;
/** The words of a description, without the brackets, quotes and punctuation around them. */
const wordsOf = (text: string) => text.split(/\s+/).map((word) => word.replace(/^[(`'"]+|[)`'",;:.]+$/g, ''));

interface Named {
  /** The entry's path, or the name in its description, as the map writes it. */
  name: string;
  /** Folders, nearest first, where the name may be found (the repository's root last). */
  under: string[];
  line: number;
}

/** The names the map block of `readme` holds, each with where it may be found. */
function mapNames(readme: string): Named[] {
  const block = /^## Layout\n\n```\n([\s\S]*?)```/m.exec(readme);
  if (!block) throw new Error('README.md has no "## Layout" block');
  const firstLine = readme.slice(0, block.index).split('\n').length + 3;
  const stack: { indent: number; path: string }[] = [];
  const named: Named[] = [];
  let entry = '';
  block[1]!.split('\n').forEach((text, index) => {
    const line = firstLine + index;
    const indent = text.length - text.trimStart().length;
    let description = text;
    if (text.trim() && indent < descriptionColumn) {
      const word = text.trim().split(/\s+/)[0]!;
      while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
      entry = (stack.at(-1)?.path ?? '') + word;
      named.push({ name: entry, under: [''], line });
      if (word.endsWith('/')) stack.push({ indent, path: entry });
      description = text.trimStart().slice(word.length);
    }
    const folders = ancestors(entry);
    for (const name of wordsOf(description)) if (pathWord.test(name)) named.push({ name, under: folders, line });
  });
  return named.filter(({ name }) => !name.includes('<'));
}

/** `server/src/db/` → `server/src/db/`, `server/src/`, `server/`, ``; a file's own folder first. */
function ancestors(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  if (!path.endsWith('/')) parts.pop();
  const folders = parts.map((_, i) => `${parts.slice(0, parts.length - i).join('/')}/`);
  return [...folders, ''];
}

function missing(readme: string, exists: (path: string) => boolean): string[] {
  return mapNames(readme)
    .filter(({ name, under }) => !under.some((folder) => exists(folder + name)))
    .map(({ name, under, line }) => `README.md:${line} names '${name}', which is not in ${under[0] || 'the root'}`);
}

describe("README.md's map of folders", () => {
  it('names only folders and files that exist', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const entries = mapNames(readme).map(({ name }) => name);
    expect(entries).toEqual(
      expect.arrayContaining(['server/src/app.ts', 'server/src/features/lists/', 'web/src/lib/']),
    );
    expect(missing(readme, (path) => existsSync(join(root, path)))).toEqual([]);
  });

  it('reads entries below their parents and the paths their descriptions name', () => {
    const readme = [
      '## Layout',
      '',
      '```',
      'server/',
      '  src/',
      '    gone/       was here once; see old.ts and docs/old.md',
      '    lib/        small rules',
      '                  (kept in x.sql)',
      'docs/           the map',
      '```',
    ].join('\n');
    const present = new Set(['server/', 'server/src/', 'server/src/lib/', 'docs/', 'server/src/lib/x.sql']);
    expect(missing(readme, (path) => present.has(path))).toEqual([
      "README.md:6 names 'server/src/gone/', which is not in the root",
      "README.md:6 names 'old.ts', which is not in server/src/gone/",
      "README.md:6 names 'docs/old.md', which is not in server/src/gone/",
    ]);
  });
});
