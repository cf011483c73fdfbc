import type { Plugin } from 'vite';
import { type Patch, patchModules } from './build-patches';

/**
 * Vite's preload helper, made to add its `<link rel=modulepreload>` to the page one per task instead of all in the
 * task of the lazy import. Adding a link starts its request there and then, some of the main thread's time each, and
 * the list page's first screen preloads some twenty modules as the app starts: together the longest task of the
 * page's blocking time (docs/performance.md, Lighthouse). Each link now waits for a task of its own; the lazy import
 * does not wait for them (the helper waits for style sheets only, whose link it still watches), so a screen's code is
 * asked for as soon as before.
 */
/** Vite's preload helper, a virtual module of the build. */
const helper = /^\0vite\/preload-helper\.js$/;

const patches: Patch[] = [
  {
    module: helper,
    find: /const seen = \{\};/,
    // A posted message rather than a timer: nested timers wait at least 4 ms each after the fifth, and a screen's
    // fifty links then went out in waves the browser's own reading of the modules overtook.
    replace:
      'const seen = {};const linksToAdd = [];const linkTurns = new MessageChannel();' +
      'const addLinks = () => { document.head.appendChild(linksToAdd.shift()); if (linksToAdd.length > 0) linkTurns.port2.postMessage(null); };' +
      'linkTurns.port1.onmessage = addLinks;',
  },
  {
    module: helper,
    find: /document\.head\.appendChild\(link\);/,
    replace: 'if (linksToAdd.push(link) === 1) linkTurns.port2.postMessage(null);',
  },
];

export const preloadLinksInTurn = (): Plugin => patchModules('listok-preload-links', 'web/preload-links.ts', patches);
