import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { good } from '../../shared/list-item.test-support';
import { Tile } from './tile';

const milk = good(12, 'Молоко', { itemId: 3, name_en: 'Milk', amount: 1 });

function showTile(item = milk) {
  const handlers = { onMark: vi.fn(), onEdit: vi.fn() };
  const shown = renderScreen(<Tile item={item} canTick canEdit pending={false} highlighted={false} {...handlers} />);
  return { ...shown, ...handlers, tile: screen.getByRole('button', { name: /Молоко/ }) };
}

describe('Tile', () => {
  it('a tap ticks the good and the tile shows it at once, before the list’s data comes', async () => {
    const { tile, user, onMark } = showTile();
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    await user.click(tile);
    expect(onMark).toHaveBeenCalledWith(milk);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(tile).toHaveClass('opacity-50');
  });

  it('a second tap before the data comes takes the first back, as the tile showed it', async () => {
    const { tile, user, onMark } = showTile();
    await user.click(tile);
    await user.click(tile);
    expect(onMark.mock.calls.map(([item]) => item.completed)).toEqual([false, true]);
    expect(tile).toHaveAttribute('aria-pressed', 'false');
  });

  it('the data that comes takes over from the tap', async () => {
    // The list's data of the good comes again, not ticked (another member took the tick off meanwhile).
    function Harness() {
      const [item, setItem] = useState(milk);
      return (
        <>
          <Tile item={item} canTick canEdit pending={false} highlighted={false} onMark={vi.fn()} onEdit={vi.fn()} />
          <button type="button" onClick={() => setItem({ ...milk })}>
            data
          </button>
        </>
      );
    }
    const { user } = renderScreen(<Harness />);
    const tile = screen.getByRole('button', { name: /Молоко/ });
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'data' }));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
  });
});
