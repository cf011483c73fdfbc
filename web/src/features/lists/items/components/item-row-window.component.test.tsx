import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { good } from '../../shared/list-item.test-support';
import { ItemRow } from './item-row';

const bread = good(41, 'Хлеб белый', { itemId: 7, amount: 2, added_at: '2026-03-01 10:15:00' });

describe('ItemRow in a long list’s window', () => {
  it('is measured when drawn, not again when it moves by one (a tick above it): its size goes with its item', () => {
    const measure = vi.fn();
    const handlers = { onMark: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    let moveTo: (index: number) => void = () => undefined;
    function Window() {
      const [index, setIndex] = useState(3);
      moveTo = setIndex;
      return (
        <table>
          <tbody>
            <ItemRow
              item={bread}
              number={index + 1}
              canTick
              canChange
              highlighted={false}
              pending={false}
              place={{ index, rowIndex: index + 2, measure }}
              {...handlers}
            />
          </tbody>
        </table>
      );
    }
    renderScreen(<Window />);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(measure).toHaveBeenCalledWith(screen.getByRole('row'));
    act(() => moveTo(2));
    expect(screen.getByRole('row')).toHaveAttribute('data-index', '2');
    expect(measure).toHaveBeenCalledTimes(1);
  });
});
