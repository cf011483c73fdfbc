import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptUndo, dismissUndo } from '../../../lib/undo/undo-offer';
import { queueChange } from './item-changes';
import { tickUndoably } from './undoable-tick';

vi.mock('./item-changes', () => ({ queueChange: vi.fn(async () => undefined) }));

const queued = () => vi.mocked(queueChange).mock.calls.map(([change]) => change);

describe('a tick with its undo', () => {
  beforeEach(() => {
    vi.mocked(queueChange).mockClear();
    dismissUndo();
  });

  it('ticks, and the undo takes the tick off again', () => {
    tickUndoably(5, { id: 7, completed: false }, 'Молоко', 'Отмечено: «Молоко»');
    acceptUndo();
    expect(queued()).toEqual([
      { kind: 'mark', listId: 5, rowId: 7, completed: true },
      { kind: 'mark', listId: 5, rowId: 7, completed: false },
    ]);
  });

  it('takes a tick off, and the undo ticks again', () => {
    tickUndoably(5, { id: 7, completed: true }, 'Молоко', 'Отметка снята: «Молоко»');
    acceptUndo();
    expect(queued()).toEqual([
      { kind: 'mark', listId: 5, rowId: 7, completed: false },
      { kind: 'mark', listId: 5, rowId: 7, completed: true },
    ]);
  });

  it('of a repeating to-do puts its due back, since the tick moved it on and left it open', () => {
    const bins = { id: 8, completed: false, due: '2026-12-03 08:00', repeat: 'weekly' };
    tickUndoably(6, bins, 'Вынести мусор', 'Отмечено: «Вынести мусор»');
    acceptUndo();
    expect(queued()).toEqual([
      { kind: 'mark', listId: 6, rowId: 8, completed: true },
      { kind: 'update', listId: 6, rowId: 8, fields: { due: '2026-12-03 08:00' } },
    ]);
  });

  it('is taken once: a second undo does nothing', () => {
    tickUndoably(5, { id: 7, completed: false }, 'Молоко', 'Отмечено: «Молоко»');
    acceptUndo();
    acceptUndo();
    expect(queued()).toHaveLength(2);
  });
});
