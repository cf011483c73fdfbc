import { createStore, useStore } from '../react/store';

/** How long a change can be taken back (a tick, a deletion, a recipe put on a list). */
export const undoMs = 5000;

/** The last tick or deletion the user can still take back, with what the bar says about it. */
export interface UndoOffer {
  id: number;
  text: string;
  undo: () => void;
}

const offerStore = createStore<UndoOffer | null>(null);
let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Offers to take back the change just made, for `undoMs`; a newer offer replaces it. */
export function offerUndo(text: string, undo: () => void): void {
  clearTimeout(timer);
  lastId += 1;
  const id = lastId;
  offerStore.set({ id, text, undo });
  timer = setTimeout(() => dismissUndo(id), undoMs);
}

/** Takes the offer away (its time is up, the user took it, or the screen closed); only if it is still this one. */
export function dismissUndo(id?: number): void {
  if (id !== undefined && offerStore.get()?.id !== id) return;
  clearTimeout(timer);
  offerStore.set(null);
}

/** Runs the offer's undo once and takes the offer away. */
export function acceptUndo(): void {
  const offer = offerStore.get();
  if (!offer) return;
  dismissUndo(offer.id);
  offer.undo();
}

export const useUndoOffer = () => useStore(offerStore);
