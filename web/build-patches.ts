import type { Plugin } from 'vite';

/** A change to a module of a dependency's build, made as the app is built. */
export interface Patch {
  /** The module it changes. */
  module: RegExp;
  /** What it replaces there: the build fails when the module no longer holds it. */
  find: RegExp;
  replace: string;
}

/**
 * A build plugin that applies `patches`, each to its module, in their order; `owner` names the file that holds them in
 * the error a module that no longer reads as expected fails the build with.
 */
export function patchModules(name: string, owner: string, patches: Patch[]): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      const mine = patches.filter(({ module }) => module.test(id));
      if (mine.length === 0) return undefined;
      let patched = code;
      for (const { find, replace } of mine) {
        if (!find.test(patched)) this.error(`${id} no longer reads as ${owner} expects`);
        patched = patched.replace(find, replace);
      }
      return { code: patched, map: null };
    },
  };
}
