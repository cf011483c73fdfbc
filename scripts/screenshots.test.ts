import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenshotDir, screenshotFiles } from './screenshot-list.mjs';

/**
 * README.md's pictures against `npm run screenshots` (scripts/screenshots.mjs), without a browser: the README shows
 * only pictures that are there, shows every picture the script writes, and the folder holds no picture the script
 * no longer writes (it would never be made again).
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/** The paths under `dir` that a Markdown text names: images, links and `<img src>` alike. */
const namedIn = (markdown: string, dir: string) =>
  new Set([...markdown.matchAll(new RegExp(`${dir}/[\\w.-]+`, 'g'))].map(([path]) => path));

function problems(readme: string, written: string[], present: string[]): string[] {
  const named = namedIn(readme, screenshotDir);
  return [
    ...[...named]
      .filter((path) => !present.includes(path))
      .map((path) => `README.md shows ${path}, which is not there`),
    ...written.filter((path) => !named.has(path)).map((path) => `README.md does not show ${path}`),
    ...present.filter((path) => !written.includes(path)).map((path) => `${path} is not written by the script`),
  ];
}

describe("README.md's screenshots", () => {
  it('are the pictures the script writes, all of them there', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const present = existsSync(join(root, screenshotDir))
      ? readdirSync(join(root, screenshotDir)).map((name) => `${screenshotDir}/${name}`)
      : [];
    expect(screenshotFiles()).toContain(`${screenshotDir}/list-phone-ru.png`);
    expect(problems(readme, screenshotFiles(), present)).toEqual([]);
  });

  it('names a picture missing, one not shown and one left over', () => {
    const readme = `![a list](${screenshotDir}/list-phone-ru.png) <img src="${screenshotDir}/gone.png" alt="">`;
    const written = [`${screenshotDir}/list-phone-ru.png`, `${screenshotDir}/list-phone-en.png`];
    const present = [
      `${screenshotDir}/list-phone-ru.png`,
      `${screenshotDir}/list-phone-en.png`,
      `${screenshotDir}/old.png`,
    ];
    expect(problems(readme, written, present)).toEqual([
      `README.md shows ${screenshotDir}/gone.png, which is not there`,
      `README.md does not show ${screenshotDir}/list-phone-en.png`,
      `${screenshotDir}/old.png is not written by the script`,
    ]);
  });
});
