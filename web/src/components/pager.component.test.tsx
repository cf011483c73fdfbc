import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { Pager } from './pager';

function showPager(page: number, pagesCount: number) {
  const onPageChange = vi.fn();
  const shown = renderScreen(<Pager page={page} pagesCount={pagesCount} onPageChange={onPageChange} />);
  return { ...shown, onPageChange };
}

/** What the pager shows, in order: ‹ and › for the arrows, the page numbers, … for a gap, [n] for the current page. */
function slots(): string[] {
  const items = within(screen.getByRole('navigation', { name: 'Страницы' })).getAllByRole('listitem', { hidden: true });
  return items.map((item) => {
    const button = item.querySelector('button');
    if (!button) return item.textContent ?? '';
    if (button.getAttribute('aria-label') === 'Предыдущая страница') return '‹';
    if (button.getAttribute('aria-label') === 'Следующая страница') return '›';
    return button.getAttribute('aria-current') === 'page' ? `[${button.textContent}]` : (button.textContent ?? '');
  });
}

describe('Pager', () => {
  it('shows nothing for one page or none', () => {
    for (const pagesCount of [0, 1]) {
      const { container, unmount } = showPager(1, pagesCount);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('shows every page of a short list between the arrows, the current one marked', () => {
    showPager(2, 3);
    expect(slots()).toEqual(['‹', '1', '[2]', '3', '›']);
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Страница 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows all five pages when there are exactly five, with no gap', () => {
    showPager(5, 5);
    expect(slots()).toEqual(['‹', '1', '2', '3', '4', '[5]', '›']);
  });

  it('on the first of many pages: five numbers still, the three after the first, a gap, the last', () => {
    showPager(1, 20);
    expect(slots()).toEqual(['‹', '[1]', '2', '3', '4', '…', '20', '›']);
  });

  it('in the middle: the first page, a gap, the current one with its neighbours, a gap, the last', () => {
    showPager(10, 20);
    expect(slots()).toEqual(['‹', '1', '…', '9', '[10]', '11', '…', '20', '›']);
  });

  it('on the last of many pages: five numbers still, the first, a gap, the three before the last', () => {
    showPager(20, 20);
    expect(slots()).toEqual(['‹', '1', '…', '17', '18', '19', '[20]', '›']);
  });

  it('the previous arrow is off on the first page and the next arrow on the last', () => {
    const first = showPager(1, 4);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
    first.unmount();
    showPager(4, 4);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('asks for the page of the slot pressed, and for the neighbours through the arrows', async () => {
    const { user, onPageChange } = showPager(10, 20);
    await user.click(screen.getByRole('button', { name: 'Страница 20' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPageChange.mock.calls).toEqual([[20], [9], [11]]);
  });

  it('names its region after the screen when told to', () => {
    renderScreen(<Pager page={1} pagesCount={2} onPageChange={() => {}} label="Страницы товаров" />);
    expect(screen.getByRole('navigation', { name: 'Страницы товаров' })).toBeInTheDocument();
  });
});
