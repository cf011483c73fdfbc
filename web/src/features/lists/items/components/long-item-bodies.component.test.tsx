import type { ListItem } from '@listok/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { good } from '../../shared/list-item.test-support';
import type { RowPlace } from '../rows-shown';
import LongItemBodies, { type RowGroup } from './long-item-bodies';

const items = Array.from({ length: 300 }, (_, index) => good(index + 1, `Товар ${index + 1}`));
const groups: RowGroup[] = [{ id: null, name: '', items }];

/** The bodies in a table, with a `row` that records the place each item was given, as a new function every time. */
function table(places: Map<number, RowPlace>) {
  const row = (item: ListItem, number: number, place: RowPlace) => {
    places.set(item.id, place);
    return (
      <tr key={item.id} data-index={place.index}>
        <td>
          {number}. {item.name}
        </td>
      </tr>
    );
  };
  return (
    <table>
      <LongItemBodies groups={groups} numberFrom={1} row={row} highlightId={null} />
    </table>
  );
}

describe('LongItemBodies', () => {
  it('draws the rows near the screen, not all of them', () => {
    render(table(new Map()));
    expect(screen.getByText('1. Товар 1')).toBeInTheDocument();
    expect(screen.queryByText('300. Товар 300')).toBeNull();
  });

  it('gives a drawn row the same place when the table draws again, so a memoised row is not drawn again', () => {
    const first = new Map<number, RowPlace>();
    const { rerender } = render(table(first));
    expect(first.size).toBeGreaterThan(0);
    const second = new Map<number, RowPlace>();
    // The table draws again with a new row function (as a tick's pending mark makes it): every place is the same.
    rerender(table(second));
    expect(second.size).toBe(first.size);
    for (const [id, place] of second) expect(place, `the place of item ${id}`).toBe(first.get(id));
  });
});
