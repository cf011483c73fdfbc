/**
 * The add box's reading of typed text ("2 кг яблок", «сыр в Ашане»), the sum and the note offered for an item already
 * on the list, and a to-do line's days (the entry box's), loaded apart from the list screen (they are needed once
 * someone types, not to show the list): `loadSmartEntry` starts the load, `smartEntry` answers the module once it is
 * there. Until then text is all name, as before smart entry.
 */
type SmartEntry = typeof import('./smart-entry-parts');

let loaded: SmartEntry | undefined;
let loading: Promise<SmartEntry> | undefined;

export function loadSmartEntry(): Promise<SmartEntry> {
  loading ??= import('./smart-entry-parts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

export const smartEntry = (): SmartEntry | undefined => loaded;
