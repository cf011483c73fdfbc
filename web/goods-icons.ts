import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { goodsIcons } from '../contract/src/catalogue/goods-icons.js';

// The pictures of goods as a few sprites Listok serves itself (issue 51; docs/architecture.md, Pictures of goods): the
// icons the contract names (`goodsIcons`), taken from Fluent Emoji Flat (MIT) at build time, each a <symbol> its icon's
// name identifies. The app imports an icon's address from `virtual:goods-icons`; a build emits the sprites as hashed
// assets (cached for good, precompressed, precached by the service worker), the dev server serves one whole sprite at
// /@goods-icons.svg.

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

const moduleId = 'virtual:goods-icons';
const devAddress = '/@goods-icons.svg';

/** The set's icons file, from the package the web workspace depends on. */
function iconSet(): IconSet {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as IconSet;
}

/** An icon's body with its ids made its own, so two symbols of one sprite never share one (a gradient's). */
const ownIds = (name: string, body: string) =>
  body.replaceAll(/id="([^"]+)"/g, `id="${name}-$1"`).replaceAll(/(url\(#|href="#)([^)"]+)/g, `$1${name}-$2`);

/**
 * A symbol per icon the contract names, by its name, with the id `idOf` gives it; throws when the set lacks one.
 * The sprite holds them under their names; a list's first screenful in the page (first-screen-words.ts) the ones it
 * draws, under ids of its own.
 */
export function goodsSymbols(set: IconSet = iconSet(), idOf = (name: string) => name): Record<string, string> {
  return Object.fromEntries(
    goodsIcons.map((name) => {
      const icon = set.icons[name];
      if (!icon) throw new Error(`Fluent Emoji Flat has no icon "${name}"`);
      const width = icon.width ?? set.width ?? 16;
      const height = icon.height ?? set.height ?? 16;
      return [name, `<symbol id="${idOf(name)}" viewBox="0 0 ${width} ${height}">${ownIds(name, icon.body)}</symbol>`];
    }),
  );
}

const sprite = (symbols: string[]) => `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;

/** The whole sprite: a symbol per icon; throws when the set lacks one the contract names. */
export function goodsSprite(set: IconSet = iconSet()): string {
  return sprite(Object.values(goodsSymbols(set)));
}

/**
 * How many files the sprite is cut into. A page reads an icon's file as a document of its own, parsed and styled
 * whole on the main thread the first time one of its icons shows: the one file of 146 KB was a task of 94–115 ms on a
 * list page at 4× CPU slowdown, after its first screenful (docs/performance.md, Lighthouse); a part is an eighth.
 */
export const spriteParts = 8;

/** The icons in parts of about the same size, in the contract's order. */
export function goodsSpriteParts(set: IconSet = iconSet()): { names: string[]; svg: string }[] {
  const symbols = Object.entries(goodsSymbols(set));
  const total = symbols.reduce((sum, [, symbol]) => sum + symbol.length, 0);
  const parts: [string, string][][] = [[]];
  let size = 0;
  for (const entry of symbols) {
    if (size >= (total * parts.length) / spriteParts) parts.push([]);
    parts.at(-1)?.push(entry);
    size += entry[1].length;
  }
  return parts.map((part) => ({ names: part.map(([name]) => name), svg: sprite(part.map(([, symbol]) => symbol)) }));
}

/** The virtual module: `iconAddress(name)`, the address of the icon's symbol in its sprite. */
const addressModule = (files: string[], partOf: Record<string, number>) =>
  `const files = [${files.join(', ')}];\nconst partOf = ${JSON.stringify(partOf)};\n` +
  "export default (name) => files[partOf[name] ?? 0] + '#' + name;";

export function goodsIconsPlugin(): Plugin {
  let serving = false;
  return {
    name: 'listok-goods-icons',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      if (serving) return addressModule([JSON.stringify(devAddress)], {});
      const parts = goodsSpriteParts();
      const files = parts.map(
        ({ svg }, index) =>
          `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `goods-icons-${index + 1}.svg`, source: svg })}`,
      );
      const partOf = Object.fromEntries(parts.flatMap(({ names }, index) => names.map((name) => [name, index])));
      return addressModule(files, partOf);
    },
    configureServer(server) {
      // Made once per dev server: the set's file is 9 MB of JSON, and every page asks for the sprite.
      let sprite: string | undefined;
      server.middlewares.use(devAddress, (_request, response) => {
        sprite ??= goodsSprite();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite);
      });
    },
  };
}
