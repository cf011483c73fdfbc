import { readFileSync } from 'node:fs';

const prePaintScript = readFileSync(new URL('../../../public/theme.js', import.meta.url), 'utf8');

/** The browser pieces public/theme.js reads, given by a test. */
export interface PrePaintGlobals {
  localStorage: Pick<Storage, 'getItem'>;
  matchMedia: (query: string) => { matches: boolean; addEventListener: (type: string, listener: () => void) => void };
  document: { documentElement: { dataset: Record<string, string> }; querySelector: (selector: string) => unknown };
  addEventListener: (type: string, listener: (event: { detail?: unknown }) => void) => void;
}

/** Runs public/theme.js as the page's <head> does, over the given browser pieces. */
export function runPrePaintScript(globals: PrePaintGlobals): void {
  new Function('localStorage', 'matchMedia', 'document', 'addEventListener', prePaintScript)(
    globals.localStorage,
    globals.matchMedia,
    globals.document,
    globals.addEventListener,
  );
}
