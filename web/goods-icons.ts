import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { goodsIcons } from '../contract/src/catalogue/goods-icons.js';

// The pictures of goods as one sprite Listok serves itself (issue 51; docs/architecture.md, Pictures of goods): the
// icons the contract names (`goodsIcons`), taken from Fluent Emoji Flat (MIT) at build time, each a <symbol> its icon's
// name identifies. The app imports its address from `virtual:goods-icons`; a build emits it as a hashed asset (cached
// for good, precompressed, precached by the service worker), the dev server serves it at /@goods-icons.svg.

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

/** The sprite: a symbol per icon; throws when the set lacks one the contract names. */
export function goodsSprite(set: IconSet = iconSet()): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(goodsSymbols(set)).join('')}</svg>`;
}

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
      if (serving) return `export default ${JSON.stringify(devAddress)};`;
      const reference = this.emitFile({ type: 'asset', name: 'goods-icons.svg', source: goodsSprite() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
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
